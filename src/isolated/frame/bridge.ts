import { TokenizationError } from '../../core/errors.js';
import type { CardTokenizer } from '../../element/card-tokenizer.js';
import type { CardChangeDetail } from '../../element/events.js';
import { readNetworks } from '../../element/optional/network-lookup.js';
import { messagesFor } from '../../element/texts.js';
import { LOCALE_ADDED } from '../../locales/registry.js';
import { finished, gatedBinLookup, type NumberField } from './bin-gate.js';
import { readConfig } from './frame-config.js';
import { numberStateForPage } from './number-view.js';
import { awaitConnect } from './handshake.js';
import {
  readPageMessage,
  type PageMessage,
  type RegistrationFrom,
  type Theme,
} from './page-messages.js';
import {
  ownNetworks,
  ownRegistrations,
  prefetchOwn,
  registrationSource,
  type RegistrationState,
} from './registration-source.js';
import {
  FORWARDED,
  REGISTRATION_ATTRIBUTES,
  type Attributes,
  type FrameConfig,
  type FromFrame,
} from '../channel/protocol.js';

const EVENTS = ['card-change', 'card-tokenized', 'card-error'];
/** The attributes a registration is made of: a change is a new tokenization. */
const REGISTRATION_KEYS = ['card-type', ...REGISTRATION_ATTRIBUTES];

/**
 * The frame side: hands `<card-tokenizer>` to the parent page that embeds it, if that page's
 * origin is in the config. Every message of the page is read once at the port (`page-messages.ts`);
 * the registration is read and checked once (`pinRegistration`). It mirrors the element's form
 * value, validity and events to the parent when they change, and asks the parent's registration
 * function and BIN lookup over the port.
 */
export function startBridge(element: CardTokenizer, config: FrameConfig = readConfig()): void {
  if (window.parent === window) return;
  let port: MessagePort | undefined;
  let next = 0;
  const asked = new Map<number, [(value: unknown) => void, (error: Error) => void]>();
  const outbox: FromFrame[] = [];
  const send = (message: FromFrame): void => {
    if (port) port.postMessage(message);
    else outbox.push(message);
  };
  // State goes to the page when it changes, not per keystroke: no clock of the shopper's typing.
  const lastState = new Map<string, string>();
  const sendState = (key: string, message: FromFrame): void => {
    const json = JSON.stringify(message);
    if (lastState.get(key) === json) return;
    lastState.set(key, json);
    send(message);
  };
  // The iframe's title, in the element's language: sent again when the language or its texts change.
  const sendTitle = (): void =>
    sendState('ready', { t: 'ready', title: messagesFor(element.lang).frameTitle });
  const report = (error: unknown): void => {
    const { code = 'frame', message = String(error) } = error as TokenizationError;
    send({ t: 'event', type: 'card-error', detail: { code, message } });
  };

  const numberInput = () => element.querySelector<HTMLInputElement>('[autocomplete="cc-number"]');
  const numberField: NumberField = {
    digits: () => numberInput()?.value.replace(/\D/g, '') ?? '',
    focused: () => document.hasFocus() && document.activeElement === numberInput(),
    atEnd: () => numberInput()?.selectionStart === numberInput()?.value.length,
  };
  // The number's check at each length stays in the frame (number-view.ts).
  const numberState = numberStateForPage(numberField, {
    number: numberInput,
    incomplete: () => messagesFor(element.lang, element.messages).numberIncomplete,
    validity: ({ flags, message }) => sendState('validity', { t: 'validity', flags, message }),
    change: (detail) => sendState('card-change', { t: 'event', type: 'card-change', detail }),
  });

  // The element's part in a form is read where it is written: whatever entries it posts, the
  // parent's form posts them too.
  const internals = ElementInternals.prototype;
  const { setFormValue, setValidity } = internals;
  internals.setFormValue = function (value, state) {
    const entries = value instanceof FormData ? [...value].map(([k, v]) => [k, String(v)]) : value;
    sendState('value', { t: 'value', value: entries as string | [string, string][] | null });
    setFormValue.call(this, value, state);
  };
  internals.setValidity = function (flags, message, anchor) {
    const plain: ValidityStateFlags = {};
    for (const key in flags)
      if (flags[key as keyof ValidityStateFlags]) plain[key as 'badInput'] = true;
    numberState.validity({ flags: plain, message, anchor });
    setValidity.call(this, flags, message, anchor);
  };

  for (const type of EVENTS)
    element.addEventListener(type, (event) => {
      const detail: unknown = (event as CustomEvent).detail;
      if (type !== 'card-change') return send({ t: 'event', type, detail });
      numberState.change(detail as CardChangeDetail);
    });

  const ask = (question: { bin?: string; cardType?: string }, signal: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      asked.set(id, [resolve, reject]);
      signal.addEventListener('abort', () => {
        asked.delete(id);
        send({ t: 'abort', id });
        reject(signal.reason as Error);
      });
      send({ t: 'ask', id, ...question });
    });

  let attributes: Attributes = {};
  let from: RegistrationFrom = { from: 'attributes' };
  const own = ownRegistrations(config);
  const state = (): RegistrationState => ({
    attributes,
    from,
    config,
    own,
    ask: (cardType, signal) => ask({ cardType }, signal),
  });
  const registration = () => registrationSource(state());
  // The frame's own registration is fetched once the card's type is known, not when Pay is pressed.
  element.addEventListener('card-change', (event) => {
    const { brand, cardType } = (event as CustomEvent<CardChangeDetail>).detail;
    if (brand !== 'unknown') prefetchOwn(state(), element.cardType ?? cardType);
  });
  // Asked only about a number typed to its brand's longest length or left; in ticket mode the
  // frame's own route answers, and the page is asked no digit.
  const binGate = gatedBinLookup(numberField, async (digits, signal) => {
    const bin = digits.slice(0, 8);
    const answer = config.registration ? ownNetworks(state(), bin, signal) : ask({ bin }, signal);
    const networks = readNetworks(await answer);
    if (!networks) throw new Error('Expected the BIN lookup to answer a list of networks');
    return networks;
  });
  // Read after the focus has moved: during focusout the field may still be the active element.
  const checkLater = () =>
    setTimeout(() => {
      binGate.check();
      numberState.resend();
    });
  // Capture: before the element's `card-change`. A number not finished gets a new lookup, the
  // element's answers forgotten: a BIN a front edit moved shows no cached networks.
  const onNumberEdit = (event: Event): void => {
    if (event.composedPath()[0] !== numberInput()) return;
    numberState.edited();
    if (element.binLookup && !finished(numberField))
      element.binLookup = (bin, signal) => binGate.lookup(bin, signal);
  };
  element.addEventListener('input', onNumberEdit, true);
  element.addEventListener('input', binGate.check);
  element.addEventListener('focusout', checkLater);
  addEventListener('blur', checkLater);
  const setRegistration = (source: RegistrationFrom, bin: boolean): void => {
    from = source;
    element.registration = registration();
    element.binLookup = bin || config.registration ? binGate.lookup : undefined;
  };

  const setAttributes = (given: Attributes): void => {
    const before = attributes;
    attributes = given;
    for (const name of FORWARDED) {
      const value = given[name] ?? null;
      if (element.getAttribute(name) === value) continue;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    // A new registration is a new tokenization, even for the same card.
    if (REGISTRATION_KEYS.some((name) => before[name] !== given[name]))
      element.registration = registration();
    if (given.lang) document.documentElement.lang = given.lang;
    sendTitle();
  };

  const setTheme = (theme: Theme): void => {
    for (const [name, value] of Object.entries(theme)) element.style.setProperty(name, value);
  };

  const receive = async (message: PageMessage): Promise<void> => {
    switch (message.t) {
      case 'attrs':
        return setAttributes(message.a);
      case 'reg':
        return setRegistration(message.reg, message.bin);
      case 'theme':
        return setTheme(message.theme);
      case 'answer': {
        const settle = asked.get(message.id);
        asked.delete(message.id);
        if (message.error === undefined) settle?.[0](message.value);
        else settle?.[1](new Error(message.error));
        return;
      }
      case 'tokenize':
        numberState.submitted();
        try {
          // The form value and `card-tokenized` went to the page before tokenize() resolved, so
          // the parent's replayed submit carries them; the frame's own render need not be awaited.
          const data = await element.tokenize();
          send({ t: 'done', id: message.id, data });
        } catch (error) {
          const {
            code = 'configuration',
            message: text = String(error),
            field,
            serverCode,
          } = error as TokenizationError;
          send({ t: 'done', id: message.id, error: { code, message: text, field, serverCode } });
        }
        return;
      case 'reset':
        return element.reset();
      case 'focus':
        return element.focus();
      case 'invalid':
        numberState.submitted();
        element.dispatchEvent(new Event('invalid'));
        return element.focus();
    }
  };

  // Enter in a card input submits the parent's form, once however long it is held. The path's
  // first node: the save box and the network choice sit in the element's shadow root.
  document.addEventListener(
    'keydown',
    (event) => {
      if (
        event.key !== 'Enter' ||
        event.isComposing ||
        !(event.composedPath()[0] instanceof HTMLInputElement)
      )
        return;
      event.preventDefault();
      if (!event.repeat) send({ t: 'submit' });
    },
    true,
  );

  // The frame is as tall as the card: errors and the network choice are never cut.
  const sendHeight = (): void =>
    send({ t: 'resize', h: Math.ceil(document.body.getBoundingClientRect().height) });
  new ResizeObserver(sendHeight).observe(document.body);
  window.addEventListener(LOCALE_ADDED, sendTitle);

  // Navigated away: the parent fails at once, not at its next call to a port no one holds.
  // Not when the whole page goes into the back-forward cache: it comes back with the port.
  addEventListener('pagehide', (event) => {
    if (!event.persisted) send({ t: 'gone' });
  });

  awaitConnect(config, (given, connect) => {
    port = given;
    port.onmessage = ({ data }: MessageEvent) => {
      let message: PageMessage;
      try {
        message = readPageMessage(data);
      } catch (error) {
        return report(error);
      }
      void receive(message);
    };
    setTheme(connect.theme);
    attributes = connect.a;
    setRegistration(connect.reg, connect.bin);
    setAttributes(connect.a);
    // The height goes once the page's attributes are drawn: the default form's may be taller
    // (compact-messages) and would move the page twice.
    for (const message of outbox.splice(0)) if (message.t !== 'resize') port.postMessage(message);
    void element.updateComplete.then(sendHeight);
  });
}
