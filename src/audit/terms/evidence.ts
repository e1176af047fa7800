/** What one load of the payment page showed: the facts an inventory is compared with. */

/** A script that ran in the page, as the browser received it. */
export interface ScriptSeen {
  /** Same-origin scripts by path (`/app.js`), others by absolute URL; `inline` for page text. */
  url: string;
  /** `sha384-…` of the body as received (of the text, for inline scripts: CSP's hash). */
  sha384: string;
  /** The `integrity` attribute of its `<script>`, when it had one. */
  integrity?: string;
  /** Whether that attribute names the body's hash (`undefined` without the attribute). */
  integrityMatches?: boolean;
  /** What loaded it: the page (`parser`), or the URL of the script that inserted or imported it. */
  loadedBy: string;
  /** The frame it ran in, by URL as scripts are named; absent for the page itself. */
  frame?: string;
}

export interface FrameSeen {
  url: string;
  /** The URL of the frame that holds it; `undefined` for the page itself. */
  parent?: string;
}

export interface HeaderSeen {
  /** Lower case. */
  name: string;
  /** With the per-request parts (nonces, dates) replaced by placeholders. */
  value: string;
  /** The frame whose document was served with it; absent for the page itself. */
  frame?: string;
}

/** A listener that a script other than the element's attached where card data passes. */
export interface ListenerSeen {
  type: string;
  /** `window`, `document`, `form`, `card-tokenizer`, or `input[autocomplete=cc-number]`… */
  target: string;
  /** The script that attached it, named as in `ScriptSeen.url` (`inline sha384-…` for inline). */
  script: string;
  /** The frame of the target; absent for the page itself. */
  frame?: string;
}

/** A worker that serves the page: its script is one of the page's, inventoried like the others. */
export interface WorkerSeen {
  type: 'service' | 'shared' | 'dedicated';
  /** Named as scripts are: same-origin by path, others by absolute URL. */
  url: string;
  /** `sha384-…` of its script as received. */
  sha384: string;
  /** A service worker's scope. */
  scope?: string;
  /**
   * What started it: the script that called `Worker`, `SharedWorker` or
   * `navigator.serviceWorker.register` (named as scripts are; `the page` for inline code), else
   * the document that requested it or holds its registration (`the page` or a frame's URL).
   */
  registeredBy: string;
}

export interface PageEvidence {
  url: string;
  scripts: ScriptSeen[];
  frames: FrameSeen[];
  headers: HeaderSeen[];
  listeners: ListenerSeen[];
  /** The listeners of the element's own scripts, left out of the comparison. */
  ownListeners: ListenerSeen[];
  /** The scripts that hold the element (the one defining `<card-tokenizer>`, the hashes of integrity.json). */
  ownScripts: string[];
  /**
   * Origins the element posts the card to: the canary's tokenization request, the
   * `card-registration-url` attributes and `--tokenization-origin`.
   */
  tokenizationOrigins: string[];
  workers: WorkerSeen[];
}

/** What the canary watched on one channel: how much it saw there, and in how much the card was. */
export interface ChannelSeen {
  /** `requests made, every frame`, `WebRTC data channel sends`, `DOM writes…`… */
  channel: string;
  seen: number;
  /** What `seen` counts: requests, messages, writes, frames… */
  unit: string;
  /** Findings of the test card there. */
  leaks: number;
}

/** One reason the page is not as approved; `kind` is stable, for scripts and alerting. */
export interface Drift {
  kind: DriftKind;
  /** Where: a script URL, a header name, a listener, a CSP directive, a channel. */
  where: string;
  message: string;
}

export type DriftKind =
  | 'script-added'
  | 'script-removed'
  | 'script-changed'
  | 'integrity-removed'
  | 'integrity-mismatch'
  | 'frame-added'
  | 'frame-removed'
  | 'header-added'
  | 'header-removed'
  | 'header-changed'
  | 'listener-added'
  | 'listener-removed'
  | 'worker-added'
  | 'worker-removed'
  | 'worker-changed'
  | 'tokenization-origin-added'
  | 'unapproved'
  | 'element-script'
  | 'csp'
  | 'card-data-leak'
  | 'card-triggered';
