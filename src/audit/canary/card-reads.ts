// Part of the canary's init script (page.ts): the scripts that read what a card input
// holds, whatever they do with it next (PCI DSS 6.4.3: the scripts that can access card data).
import type { Send } from './send.js';

/**
 * Reports, once per script and kind, a read of a card input's value, a `FormData` of a form
 * holding card inputs, and a `MutationObserver` on card inputs or a tree holding them. The script
 * is the innermost one on the stack other than the audit's (`own`), read with the page's
 * `Error.prepareStackTrace` set aside (a page that pins it is reported as hiding its stack).
 */
export function watchCardReads(send: Send, own: string): void {
  const here = location.href;
  const CARD = 'input[autocomplete^="cc-"]';
  const isCard = (node: unknown) =>
    node instanceof HTMLInputElement && node.autocomplete.startsWith('cc-');
  const holdsCard = (node: unknown) =>
    isCard(node) ||
    ((node instanceof Element || node instanceof Document || node instanceof ShadowRoot) &&
      node.querySelector(CARD) !== null);
  const caller = (): string | undefined => {
    const errors = Error as unknown as { prepareStackTrace?: unknown };
    const saved = errors.prepareStackTrace;
    let stack: string;
    try {
      errors.prepareStackTrace = undefined;
      if (errors.prepareStackTrace !== undefined) return 'a script that hides its stack';
      stack = String(new Error().stack ?? '');
    } finally {
      try {
        errors.prepareStackTrace = saved;
      } catch {
        // Pinned by the page: reported above.
      }
    }
    for (const match of stack.matchAll(/((?:https?|blob):[^\s()]+?):\d+:\d+/g))
      if (!match[1].includes(own)) return match[1];
    return undefined;
  };
  const seen = new Set<string>();
  const report = (what: string) => {
    const script = caller();
    if (script === undefined || seen.has(`${what} ${script}`)) return;
    seen.add(`${what} ${script}`);
    send('card-read', [[`${what} in ${here}`, script]]);
  };
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  Object.defineProperty(HTMLInputElement.prototype, 'value', {
    ...value,
    get(this: HTMLInputElement) {
      if (isCard(this)) report(`reads the value of <input autocomplete="${this.autocomplete}">`);
      return value.get!.call(this) as string;
    },
  });
  window.FormData = new Proxy(FormData, {
    construct(target, args: [HTMLFormElement?], newTarget) {
      if (holdsCard(args[0])) report('reads the FormData of a form holding card inputs');
      return Reflect.construct(target, args, newTarget) as FormData;
    },
  });
  const observe = MutationObserver.prototype.observe;
  MutationObserver.prototype.observe = function (this: MutationObserver, target, options) {
    if (holdsCard(target)) report('observes the mutations of card inputs');
    return observe.call(this, target, options);
  };
}
