import type { AtspiEvent } from './atspi-listener.js';

const quote = (text: string) => JSON.stringify(text);

/** An accessible as a screen reader would name it: role, name, description, states. */
function accessible({ role, name, description, states }: AtspiEvent): string {
  // A trailing space that joins several elements' text comes and goes with timing; unheard.
  const text = description.replace(/\s+/g, ' ').trim();
  const described = text ? ` description ${quote(text)}` : '';
  return `${role} ${quote(name)}${described} [${states.join(' ')}]`;
}

/** One transcript line per event a screen reader reacts to; undefined for the rest. */
function line(event: AtspiEvent): string | undefined {
  const kind = event.type.split(':').slice(0, 3).join(':');
  switch (kind) {
    case 'focus:':
    case 'object:state-changed:focused':
      // Focus lost is implied by the next focus; Orca speaks only focus gained.
      return (event.type === 'focus:' || event.value === 1) && !event.role.startsWith('document')
        ? `focus ${accessible(event)}`
        : undefined;
    case 'object:state-changed:busy':
    case 'object:state-changed:invalid-entry':
    case 'object:state-changed:sensitive': {
      const state = kind.split(':')[2];
      return `${event.value === 1 ? '+' : '-'}${state} ${accessible(event)}`;
    }
    case 'object:text-changed:insert':
      return event.text?.trim() ? `live ${event.live} ${quote(event.text.trim())}` : undefined;
    case 'object:children-changed:add':
      return event.text?.trim()
        ? `live ${event.live} (node added) ${quote(event.text.trim())}`
        : undefined;
    case 'object:announcement':
      return `announce ${quote(event.text ?? '')}`;
    default:
      return undefined; // an accessible gone while read: its timing is not the page's behaviour
  }
}

/** A live region's text changed (not a node added): one render may change several at once. */
const liveChange = (text: string) => text.startsWith('live ') && !text.includes('(node added)');

/**
 * The events as text, one line each. Engines that send a focus twice (`focus:` and
 * `state-changed:focused`, or a re-focus) give one line: Orca speaks it once. Live regions that
 * one render changed together come in no fixed order (Chromium's varied under load): sorted.
 */
export function transcriptOf(events: AtspiEvent[]): string {
  const lines: string[] = [];
  for (const event of events) {
    const text = line(event);
    if (text !== undefined && text !== lines.at(-1)) lines.push(text);
  }
  for (let start = 0; start < lines.length; start++) {
    let end = start;
    while (end < lines.length && liveChange(lines[end]!)) end++;
    if (end - start > 1) lines.splice(start, end - start, ...lines.slice(start, end).sort());
    start = end;
  }
  return lines.map((text) => `${text}\n`).join('');
}
