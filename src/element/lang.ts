import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LOCALE_ADDED } from '../locales/registry.js';

/** The nearest `lang` attribute from `element` up, crossing shadow roots; `''` when none. */
export function inheritedLang(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    const root = node.getRootNode();
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return '';
}

const hosts = new Set<ReactiveControllerHost>();
let observer: MutationObserver | undefined;
const refresh = () => hosts.forEach((host) => host.requestUpdate());

/**
 * Re-renders its element when a `lang` attribute changes anywhere in the document (a single-page
 * app switching language) or when a locale is loaded. One observer serves every element.
 */
export class LangObserver implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    hosts.add(this.host);
    if (hosts.size > 1) return;
    observer ??= new MutationObserver(refresh);
    observer.observe(document, { attributeFilter: ['lang'], subtree: true });
    addEventListener(LOCALE_ADDED, refresh);
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
    if (hosts.size > 0) return;
    observer?.disconnect();
    removeEventListener(LOCALE_ADDED, refresh);
  }
}
