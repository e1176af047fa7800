/** The script's own URL, read while it runs: the failure module is its neighbour in `dist/`. */
const base = (document.currentScript as HTMLScriptElement | null)?.src;

/**
 * The script tag cannot split code: it imports `card-tokenizer-frame-failure.js`, the module
 * built beside it, only when the frame fails.
 */
export const loadFailure = (): Promise<typeof import('./frame-failure.js')> =>
  // A URL is a specifier too: import() reads its string.
  import(
    /* @vite-ignore */ new URL('card-tokenizer-frame-failure.js', base || location.href) as never
  );
