// Part of the canary's init script (page.ts): what a page writes into its DOM, where a
// `<link rel="dns-prefetch">` to a host made of the digits leaks them with no request at all.
import type { Send } from './send.js';

/** Reports every attribute, node and text written, in the document and in every shadow root. */
export function watchDom(send: Send): void {
  const here = location.href;
  const name = (node: Node) =>
    node instanceof Element
      ? `<${node.localName}${node.id ? `#${node.id}` : ''}>`
      : node.nodeName.toLowerCase();
  const observer = new MutationObserver((records) => {
    const entries: [string, unknown][] = [];
    for (const record of records) {
      const target = record.target;
      if (record.type === 'attributes' && target instanceof Element)
        entries.push([
          `DOM in ${here}: ${name(target)} ${record.attributeName ?? ''}`,
          target.getAttribute(record.attributeName ?? '') ?? '',
        ]);
      else if (record.type === 'characterData')
        entries.push([
          `DOM in ${here}: text in ${name(target.parentNode ?? target)}`,
          target.textContent,
        ]);
      else
        for (const node of record.addedNodes)
          entries.push([
            `DOM in ${here}: ${name(node)} added to ${name(target)}`,
            node instanceof Element ? node.outerHTML : node.textContent,
          ]);
    }
    if (entries.length > 0) send('dom', entries);
  });
  const watch = (root: Node) =>
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  watch(document);
  // Closed shadow roots too: the page's script can write there, out of the document's tree.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };
}

/** Runs in each frame at the end: the final DOM, open shadow roots included, and its DNS-only hints. */
export function finalDom(): { html: string; hints: string[] } {
  const parts = [document.documentElement.outerHTML];
  for (const element of document.querySelectorAll('*'))
    if (element.shadowRoot) parts.push(element.shadowRoot.innerHTML);
  const hints = [
    ...document.querySelectorAll<HTMLLinkElement>(
      'link[rel~="dns-prefetch" i], link[rel~="preconnect" i], link[rel~="prefetch" i], link[rel~="preload" i], link[rel~="prerender" i], link[rel~="modulepreload" i]',
    ),
  ].map((link) => `${link.rel} ${link.href}`);
  return { html: parts.join('\n'), hints };
}
