/** What a watcher hands the audit: `[where, text]` pairs seen on one channel. */
export type Send = (channel: string, entries: [where: string, value: unknown][]) => void;
