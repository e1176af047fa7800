import type { ReactiveElement } from 'lit';

/**
 * Resolves once `host`'s fields are drawn: `aria-busy="true"` until then, `:state(ready)` from
 * then. The page's markup for a script that never came (card-tokenizer.css shows it) is removed,
 * as the script came.
 */
export function readiness(host: ReactiveElement, states: CustomStateSet): Promise<void> {
  const dropFallback = () => {
    for (const fallback of host.querySelectorAll(':scope > .card-tokenizer-fallback'))
      fallback.remove();
  };
  return new Promise((resolve) =>
    host.addController({
      hostConnected() {
        // The parser may add the fallback after a script in <head> has defined the element.
        dropFallback();
        if (document.readyState === 'loading')
          document.addEventListener('DOMContentLoaded', dropFallback, { once: true });
        if (!states.has('ready')) host.ariaBusy = 'true';
      },
      hostUpdated() {
        // Before `firstUpdated`: `hasUpdated` is still false on the first update.
        if (!host.hasUpdated)
          void host.updateComplete.then(() => {
            host.ariaBusy = null;
            states.add('ready');
            resolve();
          });
      },
    }),
  );
}
