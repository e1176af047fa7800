/**
 * The messages between `<card-tokenizer-frame>` and its frame. The window carries three: the
 * frame's `hello` (`Hello`, which names the frame page's URL), the parent's `connect`, which transfers a MessageChannel port, and,
 * before it, the parent's own `{ ct: HELLO }`, which asks a frame that greeted before the element
 * existed (an iframe in the page's HTML) to greet again; everything else goes over that port. No
 * message carries card data: at most the number's first 8 digits, asked for the merchant's BIN
 * lookup.
 */

/** `data.ct` of the two window messages. */
export const HELLO = 'card-tokenizer-frame:hello';
export const CONNECT = 'card-tokenizer-frame:connect';

/** The `<card-tokenizer>` attributes the parent forwards to the frame's element, as they are. */
export const FORWARDED = [
  'card-type',
  'name',
  'lang',
  'disabled',
  'holder-name',
  'network-choice',
  'preferred-network',
  'timeout',
  'auto-advance',
  'save-card',
  'compact-messages',
] as const;

/**
 * The attributes the frame's bridge reads itself, never set on its element: the registration,
 * read once and checked, and the ticket of a frame that fetches its own registration.
 */
export const REGISTRATION_ATTRIBUTES = [
  'card-registration-url',
  'access-key',
  'preregistration-data',
  'registration-source',
  'registration-ticket',
] as const;

/** Every attribute the parent sends. */
export const ATTRIBUTES = [...FORWARDED, ...REGISTRATION_ATTRIBUTES];

/**
 * The custom properties the frame's element is styled with (`--card-tokenizer-<name>`). Pure: the
 * parent's element, which has the names from the frame's hello, bundles none of them.
 */
export const THEME =
  /* @__PURE__ */ 'font-family font-size line-height color label-color label-font-size label-font-weight input-color background busy-background border radius padding gap focus-ring focus-border-color error-color error-font-size disabled-opacity icon-color accent-color'.split(
    ' ',
  );

/**
 * The frame's first message, on the window. `theme`: the names of the custom properties it takes,
 * space-separated, which the parent reads from its style (a list kept only on the frame's side).
 */
export interface Hello {
  ct: typeof HELLO;
  theme: string;
  /**
   * The frame page's own URL: the page in the element's iframe may not be the one its `src` names
   * (a page's script can navigate the iframe and leave `src` as it was).
   */
  u: string;
}

/** Attribute name → value, `null` when absent. */
export type Attributes = Record<string, string | null>;

/** A registration object as it crosses, `fn` when the parent's function must be asked. */
export type RegistrationSetting = object | 'fn' | null;

/** Parent → frame, over the port. */
export type ToFrame =
  | { t: 'attrs'; a: Attributes }
  | { t: 'reg'; reg: RegistrationSetting; bin: boolean }
  | { t: 'theme'; theme: Record<string, string> }
  | { t: 'tokenize'; id: number }
  | { t: 'answer'; id: number; value?: unknown; error?: string }
  | { t: 'reset' | 'focus' | 'invalid' };

/** The first message over the window: everything the frame needs to start. */
export interface Connect {
  ct: typeof CONNECT;
  a: Attributes;
  reg: RegistrationSetting;
  bin: boolean;
  theme: Record<string, string>;
}

/** A failure as `card-error` details it. */
export interface ErrorDetail {
  code: string;
  message: string;
  field?: string;
  serverCode?: string;
}

/** Frame → parent, over the port. */
export type FromFrame =
  | { t: 'ready'; title: string }
  | { t: 'event'; type: string; detail: unknown }
  | { t: 'value'; value: string | [string, string][] | null }
  | { t: 'validity'; flags: ValidityStateFlags; message?: string }
  | { t: 'resize'; h: number }
  | { t: 'submit' }
  | { t: 'done'; id: number; data?: string; error?: ErrorDetail }
  | { t: 'ask'; id: number; bin?: string; cardType?: string }
  | { t: 'abort'; id: number }
  /** The frame's page is leaving its iframe (navigated away): the port will be no one's. */
  | { t: 'gone' };

/** Where the frame is deployed, from its page: never from its URL. */
export interface FrameConfig {
  /** The origins of the pages that may embed this frame and talk to it. */
  parents: string[];
  /** The origins a `CardRegistrationURL` may point to. */
  tokenization: string[];
  /**
   * The frame's own registration endpoint, on its origin: the frame then takes no registration
   * from the page, only a ticket (`registration-source="frame"`).
   */
  registration?: string;
}
