// Checks that run inside the page, in any engine: each function is sent as source text, so it
// uses nothing from its module (helpers are declared inside it).

/** One computed contrast: what was measured, its ratio and the minimum WCAG asks for. */
export interface Contrast {
  what: string;
  ratio: number;
  min: number;
}

/**
 * WCAG 1.4.3 and 1.4.11: the contrast of each visible label, hint, value, placeholder and error
 * against the colour behind it (≥ 4.5:1), and of each input's border and, when focused, its
 * outline (≥ 3:1) against the colour behind the input.
 */
export function readContrasts(): Contrast[] {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, color.startsWith('rgba') || color.includes('/') ? a : 1];
  };
  const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
    1,
  ];
  const parentOf = (node: Element): Element | null =>
    node.assignedSlot ?? node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
  /** The opaque colour behind `node`: its own background and its ancestors', blended. */
  const behind = (node: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let at = node; at; at = parentOf(at)) {
      const layer = parse(getComputedStyle(at).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    let color: Rgba = dark ? [0, 0, 0, 1] : [255, 255, 255, 1];
    if (layers.at(-1)?.[3] === 1) color = layers.pop()!;
    for (const layer of layers.reverse()) color = over(layer, color);
    return color;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const ratio = (fg: Rgba, bg: Rgba) => {
    const [a, b] = [luminance(over(fg, bg)), luminance(bg)].sort((x, y) => y - x);
    return Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100;
  };
  const shown = (node: Element) => {
    const box = node.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && node.textContent?.trim() !== '';
  };
  const element = document.querySelector('card-tokenizer')!;
  const results: Contrast[] = [];
  const texts = element.querySelectorAll(
    '.card-tokenizer-label, .card-tokenizer-hint, .card-tokenizer-error',
  );
  for (const text of [...texts, ...element.shadowRoot!.querySelectorAll('.error')]) {
    if (!shown(text)) continue;
    const color = parse(getComputedStyle(text).color);
    results.push({
      what: `text of ${text.id || text.className}`,
      ratio: ratio(color, behind(text)),
      min: 4.5,
    });
  }
  for (const input of element.querySelectorAll<HTMLInputElement>('input')) {
    const style = getComputedStyle(input);
    const own = behind(input);
    const page = behind(parentOf(input));
    const field = input.dataset.field;
    if (input.value) {
      results.push({ what: `value of ${field}`, ratio: ratio(parse(style.color), own), min: 4.5 });
    }
    if (!input.value && input.placeholder) {
      const placeholder = getComputedStyle(input, '::placeholder').color;
      results.push({
        what: `placeholder of ${field}`,
        ratio: ratio(parse(placeholder), own),
        min: 4.5,
      });
    }
    // Disabled inputs are exempt from 1.4.3 and 1.4.11 (inactive components).
    if (input.disabled) continue;
    const border = parse(style.borderInlineStartColor);
    results.push({ what: `border of ${field}`, ratio: ratio(border, page), min: 3 });
    if (document.activeElement === input) {
      const outline = parse(style.outlineColor);
      const width = parseFloat(style.outlineWidth);
      results.push({
        what: `focus outline of ${field} (${style.outlineStyle} ${width}px)`,
        ratio: style.outlineStyle === 'none' || width < 1 ? 0 : ratio(outline, page),
        min: 3,
      });
    }
  }
  return results;
}

/** A box of the element's, as the page lays it out. */
export interface Box {
  what: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Its content is wider or taller than its box: text or value cut off. */
  clipped: boolean;
}

/**
 * WCAG 1.4.4, 1.4.10, 1.4.12 and 2.5.8: the boxes of every shown label, hint, input and error,
 * whether each clips its content, and how far the page scrolls sideways.
 */
export function readLayout(): { boxes: Box[]; scrollWidth: number; viewportWidth: number } {
  const element = document.querySelector('card-tokenizer')!;
  const parts = element.querySelectorAll<HTMLElement>(
    // A hint whose line an error takes is visually hidden, on purpose.
    '.card-tokenizer-label, .card-tokenizer-hint:not(.card-tokenizer-hidden), .card-tokenizer-input, .card-tokenizer-error',
  );
  const boxes: Box[] = [];
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // An inline box (the hint) has no scroll box to clip in: its line's bottom tells, below.
    let clipped =
      getComputedStyle(part).display !== 'inline' &&
      (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1);
    if (part instanceof HTMLInputElement) {
      // An input scrolls its value rather than wrapping it: its text must fit its content box.
      const style = getComputedStyle(part);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      const inner =
        part.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      clipped = part.scrollWidth > part.clientWidth + 1 || inner + 1 < lineHeight;
    }
    // A message is cut when it runs past the line reserved for it.
    const line = part.assignedSlot?.parentElement?.getBoundingClientRect();
    if (line && part.slot.endsWith('-error')) clipped ||= box.bottom > line.bottom + 1;
    const what = `${part.className.split(' ')[0]} ${part.id}`;
    boxes.push({
      what,
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      clipped,
    });
  }
  return {
    boxes,
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
  };
}

/** The WCAG 1.4.12 overrides: line, letter, word and paragraph spacing. */
export function applyTextSpacing(): void {
  const style = document.createElement('style');
  style.textContent = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
  document.head.append(style);
}
