/** What the element's shadow styles cannot reach on its light-DOM inputs: the placeholder. */
const LIGHT_CSS =
  '.card-tokenizer-input::placeholder{color:var(--card-tokenizer-placeholder-color,#6b6b6b)}';

let sheet: CSSStyleSheet | undefined;

/** Adopts the light-DOM styles into the element's tree (the document or a shadow root), once. */
export function adoptLightStyles(element: Element): void {
  const root = element.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(LIGHT_CSS);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
