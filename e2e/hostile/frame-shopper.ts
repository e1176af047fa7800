// A shopper inside the card frame, for many cards on one loaded frame. Edits go through the
// browser's own editing (`document.execCommand`): it changes the input as a keystroke does and
// fires the trusted `input` event, with its `inputType`, that the frame reacts to; the caret
// moves as Home, End and the arrows move it. No key events: the frame's key handlers act on Enter
// only. After each edit the shopper waits until the frame has said all it will of it (`settle`).
import type { Edit, Ending } from './typed-view.js';

/** One card, as the shopper types it; `fill` types the expiry and code and submits nothing. */
export interface ShopperCard {
  number: string;
  script: Edit[];
  ending: Ending | { end: 'fill'; expiry: string; cvx: string };
}

/** What the card frame's shopper does, once `installShopper` ran in the frame. */
export interface Shopper {
  /**
   * Waits until the frame has read the page's first `told` messages (its answers to BIN
   * questions aside) and is quiet; answers how many messages the frame has sent the page.
   */
  settle(told?: number): Promise<number>;
  /**
   * Comes back into the frame, empties its fields as a shopper does (select all, delete), types
   * `card` and ends as it says, short of a submit. Answers the messages sent when it came back.
   */
  type(card: ShopperCard, told: number): Promise<number>;
  /** Once the page's submit is read, waits for its progress to show, or for its answer. */
  busy(told: number): Promise<void>;
  /** Waits for the submit's answer to reach the page, then settles. */
  answered(): Promise<number>;
}

/**
 * Runs in the frame before its connect, so that its counts start with the frame's first message:
 * counts what the bridge posts on its port, its BIN questions and the page's messages, and
 * watches the frame's height as the bridge does; then leaves the shopper in `window.cardShopper`.
 * Self-contained: Playwright sends it as source.
 */
export function installShopper(): void {
  const win = window as unknown as { cardShopper?: Shopper };
  if (win.cardShopper) return;
  let sent = 0;
  let asked = 0;
  let answers = 0;
  let received = 0;
  let done = 0;
  let wake = (): void => {};
  const listening = new WeakSet<MessagePort>();
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
    const message = args[0] as { t?: string } | null;
    sent++;
    if (message?.t === 'ask') asked++;
    if (message?.t === 'done') done++;
    if (!listening.has(this)) {
      listening.add(this);
      this.addEventListener('message', ({ data }: MessageEvent<{ t?: string }>) => {
        if (data?.t === 'answer') answers++;
        else received++;
        wake();
      });
    }
    return (post as (...a: unknown[]) => void).apply(this, args);
  };
  // The page's connect comes on the window: the first of its messages.
  window.addEventListener('message', ({ data }: MessageEvent<{ ct?: string } | null>) => {
    if (data?.ct !== 'card-tokenizer-frame:connect') return;
    received++;
    wake();
  });
  const height = () => Math.ceil(document.body.getBoundingClientRect().height);
  let observed = -1;
  new ResizeObserver(() => {
    observed = height();
    wake();
  }).observe(document.body);

  const element = () =>
    document.querySelector('card-tokenizer') as HTMLElement & {
      updateComplete: Promise<boolean>;
      isUpdatePending: boolean;
    };
  const input = (field: 'cc-number' | 'cc-exp' | 'cc-csc') =>
    element().querySelector<HTMLInputElement>(`[autocomplete="${field}"]`)!;
  // A task without the 4 ms clamp of nested timers, on a channel of the shopper's own.
  const channel = new MessageChannel();
  const task = () =>
    new Promise((resolve) => {
      channel.port1.onmessage = resolve;
      post.call(channel.port2, null);
    });
  // The bridge reads a focus move a timer later.
  let focusMoved = false;
  const moved = () => void (focusMoved = true);
  document.addEventListener('focusout', moved, true);
  window.addEventListener('blur', moved);
  const timer = () => new Promise((resolve) => setTimeout(resolve));
  const rendered = () => new Promise((resolve) => requestAnimationFrame(resolve)).then(task);
  const woken = () => new Promise<void>((resolve) => (wake = resolve));

  /**
   * Quiet: the page's messages read, the element rendered, the timers a focus move set run, a
   * task later (what the edit started in microtasks has run), every BIN question answered, and
   * a new height sent as the bridge's ResizeObserver sends it, at a rendering step.
   */
  const settle = async (told = 0): Promise<number> => {
    for (;;) {
      if (received < told) {
        await woken();
        continue;
      }
      await element().updateComplete;
      if (focusMoved) {
        focusMoved = false;
        await timer();
      }
      await task();
      if (element().isUpdatePending || focusMoved) continue;
      if (height() !== observed) {
        // No observation at the next rendering step: the body's content box kept its size.
        await Promise.race([woken(), rendered()]);
        if (height() !== observed) await rendered();
        observed = height();
        continue;
      }
      if (asked > answers) {
        await woken();
        continue;
      }
      return sent;
    }
  };

  const edit = async (command: 'insertText' | 'delete' | 'forwardDelete', text?: string) => {
    document.execCommand(command, false, text);
    await settle();
  };
  const caretAt = (field: HTMLInputElement, at: number) => field.setSelectionRange(at, at);
  const end = (field: HTMLInputElement) => caretAt(field, field.value.length);
  const focus = async (field: HTMLInputElement) => {
    field.focus();
    await settle();
  };
  const typeIn = async (field: HTMLInputElement, text: string) => {
    await focus(field);
    for (const character of text) await edit('insertText', character);
  };
  const empty = async (field: HTMLInputElement) => {
    if (field.value === '') return;
    await focus(field);
    field.select();
    await edit('delete');
  };

  const typeNumber = async (number: string, script: Edit[]) => {
    const numberInput = input('cc-number');
    await focus(numberInput);
    let typed = 0;
    for (const step of script) {
      switch (step.do) {
        case 'type':
          for (const digit of number.slice(typed, typed + step.count))
            await edit('insertText', digit);
          typed += step.count;
          break;
        case 'paste':
          await edit('insertText', number.slice(typed, typed + step.count));
          typed += step.count;
          break;
        case 'backspace':
          for (let i = 0; i < step.count; i++) await edit('delete');
          typed -= step.count;
          break;
        case 'front-edit':
          caretAt(numberInput, 0);
          await edit('forwardDelete');
          await edit('insertText', number[0]);
          end(numberInput);
          break;
        case 'mid-fix': {
          // Right after the digit `back` from the end, as the arrow keys leave the caret.
          const { value } = numberInput;
          const digitBefore = (at: number) => /\d/.test(value[at - 1] ?? '');
          let at = value.length;
          for (let right = 0; right < step.back || !digitBefore(at); at--)
            if (digitBefore(at)) right++;
          caretAt(numberInput, at);
          await edit('delete');
          await edit('insertText', number[typed - step.back - 1]);
          end(numberInput);
          break;
        }
        case 'leave-and-return':
          await focus(input('cc-exp'));
          await focus(numberInput);
          end(numberInput);
      }
      const digits = numberInput.value.replace(/\D/g, '');
      if (digits !== number.slice(0, typed))
        throw new Error(`After ${JSON.stringify(step)}: ${digits.length} digits, not ${typed}`);
    }
  };

  const status = () => element().shadowRoot?.querySelector('[part~="status"]');
  const until = async (condition: () => boolean) => {
    while (!condition()) await rendered();
  };
  let submits = 0;
  win.cardShopper = {
    settle,
    async type({ number, script, ending }, told) {
      const start = await settle(told);
      window.focus();
      for (const field of ['cc-number', 'cc-exp', 'cc-csc'] as const) await empty(input(field));
      await typeNumber(number, script);
      if (ending.end === 'submit-in-number') return start;
      if (ending.end === 'leave') await focus(input('cc-exp'));
      else {
        await typeIn(input('cc-exp'), ending.expiry);
        await typeIn(input('cc-csc'), ending.cvx);
      }
      if (!document.hasFocus()) throw new Error('The frame lost the focus');
      return start;
    },
    async busy(told) {
      await settle(told);
      submits++;
      await until(() => done === submits || status()?.checkVisibility() === true);
      // The progress's height goes to the page before the answer comes.
      await settle();
    },
    async answered() {
      await until(() => done === submits && status()?.checkVisibility() === false);
      return settle();
    },
  };
}
