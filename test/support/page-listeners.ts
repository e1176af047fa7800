/**
 * Runs in the page: from now on counts the listeners on its window, document and first form as
 * they are added and removed (by removeEventListener or an aborted signal), in
 * `window.liveListeners`. The same in every engine, where only Chromium's protocol lists them.
 */
export function countPageListeners(): void {
  type Entry = [string, string, unknown, boolean];
  const live = new Set<Entry>();
  (window as unknown as { liveListeners: Set<Entry> }).liveListeners = live;
  const watched = new Map<EventTarget, string>([
    [window, 'window'],
    [document, 'document'],
  ]);
  const form = document.querySelector('form');
  if (form) watched.set(form, 'form');
  const capture = (options?: boolean | EventListenerOptions) =>
    Boolean(typeof options === 'object' ? options.capture : options);
  const find = (target: EventTarget, type: string, listener: unknown, options?: boolean | object) =>
    [...live].find(
      ([name, kind, fn, captured]) =>
        name === watched.get(target) &&
        kind === type &&
        fn === listener &&
        captured === capture(options),
    );
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (watched.has(this) && listener && !find(this, type, listener, options)) {
      const entry: Entry = [watched.get(this)!, type, listener, capture(options)];
      live.add(entry);
      if (typeof options === 'object')
        options.signal?.addEventListener('abort', () => live.delete(entry));
    }
    addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const entry = watched.has(this) ? find(this, type, listener, options) : undefined;
    if (entry) live.delete(entry);
    removeEventListener.call(this, type, listener, options);
  };
}

/** Runs in the page: the listeners counted since `countPageListeners()`, as "<target> <type>". */
export function livePageListeners(): string[] {
  const live = (window as unknown as { liveListeners: Set<[string, string]> }).liveListeners;
  return [...live].map(([target, type]) => `${target} ${type}`);
}
