/** What the polite live region says, and since when. */
export interface Announcement {
  text: string;
  since: number;
}

export const SILENCE: Announcement = { text: '', since: 0 };
/** Screen readers may read a live region late: a text stays at least this long. */
export const HOLD_MS = 3_000;
/** Appended to a repeated text so that the region changes and is read again. */
export const REPEAT_MARK = '\u00a0';

/**
 * The live region after a render: `fresh` texts at once (a repeat of the current text made to
 * differ, so it is read again); with nothing fresh, the current text until it has stood `HOLD_MS`.
 */
export function nextAnnouncement(
  current: Announcement,
  fresh: string[],
  now: number,
): Announcement {
  const text = fresh.filter(Boolean).join(' ');
  if (text) {
    return { text: text === current.text ? text + REPEAT_MARK : text, since: now };
  }
  return now - current.since < HOLD_MS ? current : SILENCE;
}
