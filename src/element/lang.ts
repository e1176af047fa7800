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
