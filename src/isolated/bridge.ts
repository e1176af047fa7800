import { TokenizationError } from '../core/errors.js';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import type { RegistrationRequest } from '../element/registration-source.js';
import { messagesFor } from '../element/texts.js';
import { LOCALE_ADDED } from '../locales/registry.js';
import {
  CONNECT,
  FORWARDED,
  HELLO,
  type Attributes,
  type Connect,
  type FromFrame,
  type RegistrationSetting,
  type ToFrame,
} from './protocol.js';

/** Where the frame is deployed, from its page: never from its URL. */
export interface FrameConfig {
  /** The origins of the pages that may embed this frame and talk to it. */
  parents: string[];
  /** The origins a `CardRegistrationURL` may point to. */
  tokenization: string[];
}

export const CONFIG_ID = 'card-tokenizer-frame-config';
const EVENTS = ['card-change', 'card-tokenized', 'card-error'];
/** The element's registration fields when they come as attributes. */
const REGISTRATION_ATTRIBUTES = ['card-registration-url', 'access-key', 'preregistration-data'];

/** The page's config block (`<script type="application/json">`, which never runs). */
export function readConfig(doc: Document = document): FrameConfig {
  try {
    const { parents, tokenization } = JSON.parse(
      doc.getElementById(CONFIG_ID)?.textContent ?? '',
    ) as Partial<FrameConfig>;
    const list = (value: unknown) =>
      Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    return { parents: list(parents), tokenization: list(tokenization) };
  } catch {
    return { parents: [], tokenization: [] };
  }
}

/** A custom property value the frame takes: a plain value CSS accepts, no `url()`. */
export function safeThemeValue(name: string, value: unknown): value is string {
  return (
    /^--card-tokenizer-[a-z-]+$/.test(name) &&
    typeof value === 'string' &&
    value.length <= 200 &&
    !/url\(|image|@|\\/i.test(value) &&
    CSS.supports(name, value)
  );
}

/**
 * The frame side: hands `<card-tokenizer>` to the parent page that embeds it, if that page's
 * origin is in the config. It mirrors the element's form value, validity and events to the
 * parent, and asks the parent's registration function and BIN lookup over the port.
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

  // The element's part in a form is read where it is written: whatever entries it posts, the
  // parent's form posts them too.
  const internals = ElementInternals.prototype;
  const { setFormValue, setValidity } = internals;
  internals.setFormValue = function (value, state) {
    const entries = value instanceof FormData ? [...value].map(([k, v]) => [k, String(v)]) : value;
    send({ t: 'value', value: entries as string | [string, string][] | null });
    setFormValue.call(this, value, state);
  };
  internals.setValidity = function (flags, message, anchor) {
    const plain: ValidityStateFlags = {};
    for (const key in flags)
      if (flags[key as keyof ValidityStateFlags]) plain[key as 'badInput'] = true;
    send({ t: 'validity', flags: plain, message });
    setValidity.call(this, flags, message, anchor);
  };

  for (const type of EVENTS)
    element.addEventListener(type, (event) => {
      send({ t: 'event', type, detail: (event as CustomEvent).detail as unknown });
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

  /** The registration, wherever it comes from, checked against the tokenization origins. */
  const pinned = (setting: RegistrationSetting) => async (request: RegistrationRequest) => {
    const registration = (
      setting === 'fn'
        ? await ask({ cardType: request.cardType }, request.signal)
        : (setting ?? {
            CardRegistrationURL: element.getAttribute('card-registration-url'),
            AccessKey: element.getAttribute('access-key'),
            PreregistrationData: element.getAttribute('preregistration-data'),
            CardType: element.getAttribute('card-type') ?? undefined,
          })
    ) as Record<string, unknown>;
    const url = registration?.CardRegistrationURL ?? registration?.cardRegistrationUrl;
    let origin: string | undefined;
    try {
      origin = new URL(String(url)).origin;
    } catch {
      // Refused below.
    }
    if (!origin || !config.tokenization.includes(origin))
      throw new TokenizationError(
        'configuration',
        `Expected a CardRegistrationURL on ${config.tokenization.join(' or ') || 'no origin'} (the card frame's tokenization origins), got ${origin ?? 'none'}`,
      );
    return registration as never;
  };

  let registration: RegistrationSetting = null;
  const setRegistration = (setting: RegistrationSetting, bin: boolean): void => {
    registration = setting;
    element.registration = pinned(setting);
    element.binLookup = bin
      ? (digits, signal) => ask({ bin: digits.slice(0, 8) }, signal) as never
      : undefined;
  };

  const setAttributes = (attributes: Attributes): void => {
    let registrationChanged = false;
    for (const name of FORWARDED) {
      const value = attributes[name] ?? null;
      if (element.getAttribute(name) === value) continue;
      if (REGISTRATION_ATTRIBUTES.includes(name)) registrationChanged = true;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    // A new registration is a new tokenization, even for the same card.
    if (registrationChanged) element.registration = pinned(registration);
    if (attributes.lang) document.documentElement.lang = attributes.lang;
    send({ t: 'ready', title: messagesFor(element.lang).frameTitle });
  };

  const setTheme = (theme: Record<string, string>): void => {
    for (const [name, value] of Object.entries(theme))
      if (safeThemeValue(name, value)) element.style.setProperty(name, value);
  };

  const receive = async (message: ToFrame): Promise<void> => {
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
        try {
          const data = await element.tokenize();
          // The form value is sent before the answer: the parent's replayed submit carries it.
          await element.updateComplete;
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
        element.dispatchEvent(new Event('invalid'));
        return element.focus();
    }
  };

  // The parent's connect: from the embedding window, on an origin of the config, once.
  const onConnect = (event: MessageEvent): void => {
    const data = event.data as Connect | null;
    if (
      port ||
      event.source !== window.parent ||
      !config.parents.includes(event.origin) ||
      data?.ct !== CONNECT ||
      !event.ports[0]
    )
      return;
    window.removeEventListener('message', onConnect);
    port = event.ports[0];
    port.onmessage = ({ data: message }: MessageEvent<ToFrame>) => void receive(message);
    setTheme(data.theme);
    setRegistration(data.reg, data.bin);
    setAttributes(data.a);
    for (const message of outbox.splice(0)) port.postMessage(message);
  };
  window.addEventListener('message', onConnect);

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
  new ResizeObserver(() => {
    send({ t: 'resize', h: Math.ceil(document.body.getBoundingClientRect().height) });
  }).observe(document.body);
  window.addEventListener(LOCALE_ADDED, () =>
    send({ t: 'ready', title: messagesFor(element.lang).frameTitle }),
  );

  // The parent may be any origin of the config: the others drop the message unread.
  const known = location.ancestorOrigins?.[0];
  for (const origin of known && config.parents.includes(known) ? [known] : config.parents)
    window.parent.postMessage({ ct: HELLO }, origin);
}
