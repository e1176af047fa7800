import { failureTexts } from './failure-texts.js';

export { failureMessage } from './failure-reasons.js';

/**
 * Shows the shopper why the card is missing, in the page's language, in the element's space, with
 * "Try again", which loads the frame anew (its `src` set again), and writes the developer's
 * `message` (the one `card-error` carried) to the console. Nothing on screen or in the console
 * when a new frame is already loading (`aria-busy`) or has answered (`:state(ready)`): its `src`
 * was set again before this module arrived ("Try again", or a framework setting it after
 * connecting).
 */
export default function showFailure(
  host: HTMLElement,
  internals: Partial<ElementInternals>,
  message: string,
): void {
  if (!host.isConnected || host.getAttribute('aria-busy') === 'true' || answered(host)) return;
  console.error(message);
  const [shown, retry] = failureTexts(host.closest('[lang]')?.getAttribute('lang') ?? '');
  const box = document.createElement('div');
  box.className = 'card-tokenizer-failure';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = shown;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retry;
  button.onclick = () => host.setAttribute('src', host.getAttribute('src') ?? '');
  box.append(text, button);
  // The frame that failed is out of the way: a page it navigated to shows no more.
  host.querySelector('iframe')?.style.setProperty('display', 'none');
  host.append(box);
  // The browser's validation message is the shopper's too, and points at "Try again".
  internals.setValidity?.({ customError: true }, shown, button);
}

/** A frame opened after the failure has answered (older browsers without `:state()`: not known). */
function answered(host: HTMLElement): boolean {
  try {
    return host.matches(':state(ready)');
  } catch {
    return false;
  }
}
