import type { CDPSession, Page, Response } from 'playwright-core';
import type { ScriptSeen } from '../terms/evidence.js';
import { OWN_SOURCE_URL } from '../terms/own-code.js';
import { integrityMatches, sha384 } from './sri.js';
import { WorkerStarts } from './worker-starts.js';

/** What the DevTools Protocol tells of a parsed script and of a request's initiator, as used here. */
interface ScriptParsed {
  scriptId: string;
  url: string;
  executionContextAuxData?: unknown;
  stackTrace?: { callFrames: { url: string }[] };
}
interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[] };
}

/** The address of each `<script src>` tag in a document's markup. */
const SCRIPT_SRC = /<script\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi;

const isDriverCode = (url: string) =>
  url.startsWith(OWN_SOURCE_URL) || url.startsWith('__playwright');

/** How the page's own scripts are named: same-origin by path, others by absolute URL. */
export function displayUrl(url: string, pageUrl: string): string {
  if (!URL.canParse(url)) return url || 'unknown';
  const target = new URL(url);
  const page = new URL(pageUrl);
  return target.origin === page.origin ? `${target.pathname}${target.search}` : url;
}

/**
 * Watches every script the browser parses in the page's own world (the DevTools Protocol's
 * `Debugger.scriptParsed`: classic, module, inline and injected) and the bodies
 * of script responses, from `start()` on.
 */
export class ScriptWatch {
  readonly parsed = new Map<string, ScriptParsed>();
  /** Each frame's main-world execution context in this session, by frame id. */
  readonly contexts = new Map<string, number>();
  #responses = new Map<string, Response>();
  #initiators = new Map<string, Initiator>();
  #documents = new Set<string>();
  #child = false;
  readonly #workerStarts: WorkerStarts;

  constructor(
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {
    this.#workerStarts = new WorkerStarts(cdp);
  }

  /**
   * The watch of an out-of-process frame's own session, sharing what the page's watch saw of
   * the network (the page's responses include the frame's).
   */
  forFrame(cdp: CDPSession): ScriptWatch {
    const child = new ScriptWatch(this.page, cdp);
    child.#responses = this.#responses;
    child.#initiators = this.#initiators;
    child.#documents = this.#documents;
    child.#child = true;
    return child;
  }

  async start(): Promise<void> {
    this.cdp.on('Runtime.executionContextCreated', ({ context }) => {
      const aux = context.auxData as { frameId?: string; isDefault?: boolean } | undefined;
      if (aux?.isDefault && aux.frameId) this.contexts.set(aux.frameId, context.id);
    });
    await this.cdp.send('Runtime.enable');
    this.cdp.on('Debugger.scriptParsed', (script) => {
      const world = script.executionContextAuxData as { isDefault?: boolean } | undefined;
      // Code evaluated from a string has no URL, like the driver's own: a strict CSP (checked)
      // forbids it, so it is left out rather than mistaken.
      if (world?.isDefault !== false && script.url !== '' && !isDriverCode(script.url))
        this.parsed.set(script.scriptId, script);
    });
    this.cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
      if (!this.#initiators.has(request.url)) this.#initiators.set(request.url, initiator);
      if (type === 'Document') this.#documents.add(request.url);
    });
    if (!this.#child)
      this.page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          this.#responses.set(response.url(), response);
      });
    await this.cdp.send('Network.enable');
    this.#workerStarts.listen();
    // Replays the scripts a frame attached late had already parsed.
    await this.cdp.send('Debugger.enable');
    // A frame's session comes after its document: only the page's documents are still to come.
    if (!this.#child) await this.#workerStarts.inject();
  }

  /** Forgets what a page loaded before the checkout (a login, a basket). */
  reset(): void {
    this.parsed.clear();
    this.#responses.clear();
    this.#initiators.clear();
    this.#documents.clear();
    this.#workerStarts.reset();
  }

  /** Whether a parsed script is page text (inline, an attribute handler) rather than a file. */
  #isInline(script: ScriptParsed): boolean {
    return (
      this.#documents.has(script.url) ||
      this.page.frames().some((frame) => frame.url() === script.url)
    );
  }

  /** The name a script has in the inventory. */
  nameOf(scriptId: string, pageUrl: string, hashes: Map<string, string>): string {
    const script = this.parsed.get(scriptId);
    if (!script) return 'unknown script';
    if (this.#isInline(script)) return `inline ${hashes.get(scriptId) ?? ''}`.trim();
    return displayUrl(script.url, pageUrl);
  }

  /** The frame a parsed script ran in (the DevTools Protocol's frame id). */
  frameIdOf(scriptId: string): string | undefined {
    const aux = this.parsed.get(scriptId)?.executionContextAuxData as
      { frameId?: string } | undefined;
    return aux?.frameId;
  }

  /**
   * Each script that ran, once per URL (inline code once per hash) and frame; `frameName` names
   * the frame of a frame id, `undefined` for the page itself.
   */
  async scripts(
    pageUrl: string,
    frameName: (frameId: string | undefined) => string | undefined = () => undefined,
    frameDocument: (frameId: string | undefined) => Response | undefined = () => undefined,
  ): Promise<{ scripts: ScriptSeen[]; hashes: Map<string, string> }> {
    const attributes = await this.#integrityAttributes();
    const fromMarkup = await this.#markupScripts(frameDocument);
    const hashes = new Map<string, string>();
    const seen = new Map<string, ScriptSeen>();
    for (const script of [...this.parsed.values()]) {
      const inline = this.#isInline(script);
      const body = inline
        ? undefined
        : await this.#responses
            .get(script.url)
            ?.body()
            .catch(() => undefined);
      const source = body ?? Buffer.from(await this.#source(script.scriptId));
      const hash = sha384(source);
      hashes.set(script.scriptId, hash);
      const url = inline ? 'inline' : displayUrl(script.url, pageUrl);
      const integrity = inline ? undefined : attributes.get(script.url);
      const frame = frameName(this.frameIdOf(script.scriptId));
      const record: ScriptSeen = {
        url,
        sha384: hash,
        loadedBy: this.#loadedBy(script, pageUrl, fromMarkup),
        ...(integrity !== undefined && {
          integrity,
          integrityMatches: integrityMatches(integrity, source),
        }),
        ...(frame !== undefined && { frame }),
      };
      seen.set(`${url === 'inline' ? `inline ${hash}` : url} in ${frame ?? ''}`, record);
    }
    return { scripts: [...seen.values()], hashes };
  }

  /**
   * The script that started the worker of `url`, as scripts are named: the caller of `Worker`,
   * `SharedWorker` or `register`, else the initiator of the script's request (the document).
   */
  startedBy(url: string, pageUrl: string): string | undefined {
    const initiator = this.#initiators.get(url);
    const by =
      this.#workerStarts.startedBy(url) ?? initiator?.stack?.callFrames[0]?.url ?? initiator?.url;
    return by ? (by === pageUrl ? 'the page' : displayUrl(by, pageUrl)) : undefined;
  }

  async #source(scriptId: string): Promise<string> {
    const { scriptSource } = await this.cdp.send('Debugger.getScriptSource', { scriptId });
    return scriptSource;
  }

  #loadedBy(script: ScriptParsed, pageUrl: string, fromMarkup: Map<string, string>): string {
    const name = (url: string) => (url === pageUrl ? 'the page' : displayUrl(url, pageUrl));
    const initiator = this.#initiators.get(script.url);
    const frame = initiator?.stack?.callFrames[0] ?? script.stackTrace?.callFrames[0];
    if (frame?.url) return name(frame.url);
    if (initiator?.url) return name(initiator.url);
    const document = fromMarkup.get(`${this.frameIdOf(script.scriptId)} ${script.url}`);
    if (!initiator && document) return name(document);
    return initiator?.type === 'parser' || this.#isInline(script) ? 'the page' : 'unknown';
  }

  /**
   * The scripts whose request this session did not see (an out-of-process frame's session starts
   * after its document loaded them) that their frame's document has as `<script src>` in the
   * markup it was served: loaded by that document's parser. Keyed `<frame id> <script URL>`.
   */
  async #markupScripts(
    frameDocument: (frameId: string | undefined) => Response | undefined,
  ): Promise<Map<string, string>> {
    const loaded = new Map<string, string>();
    const frameIds = new Set(
      [...this.parsed.values()]
        .filter((script) => !this.#initiators.has(script.url))
        .map((script) => this.frameIdOf(script.scriptId)),
    );
    for (const frameId of frameIds) {
      const response = frameDocument(frameId);
      if (!response) continue;
      const html = await response.text().catch(() => '');
      for (const [, src = ''] of html.matchAll(SCRIPT_SRC)) {
        const url = src.replaceAll('&amp;', '&');
        if (URL.canParse(url, response.url()))
          loaded.set(`${frameId} ${new URL(url, response.url()).href}`, response.url());
      }
    }
    return loaded;
  }

  /** The `integrity` attribute of every `<script src>` of every frame, by absolute URL. */
  async #integrityAttributes(): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const frame of this.page.frames()) {
      const pairs = await frame
        .evaluate(() =>
          [...document.querySelectorAll<HTMLScriptElement>('script[src][integrity]')].map(
            (script) => [script.src, script.integrity],
          ),
        )
        .catch(() => []);
      for (const [src, integrity] of pairs) found.set(src, integrity);
    }
    return found;
  }
}
