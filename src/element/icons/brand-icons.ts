import { svg, type SVGTemplateResult } from 'lit';

/** A card in the brand's colour, 32×20, with the brand's mark on it. */
const card = (fill: string, mark: SVGTemplateResult) =>
  svg`<rect width="32" height="20" rx="3" fill="${fill}"/>${mark}`;
/** Letters use the page's sans-serif so no font ships with the library. */
const letters = (text: string, fill = '#fff', size = 7) =>
  svg`<text x="16" y="13" fill="${fill}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${text}</text>`;
/** The Mastercard family's two overlapping discs. */
const discs = (right: string) =>
  svg`<circle cx="13" cy="10" r="6" fill="#eb001b"/><circle cx="19" cy="10" r="6" fill="${right}" fill-opacity=".85"/>`;
/** One of UnionPay's three slanted bands. */
const band = (x: number, fill: string) => svg`<path d="M${x} 4h5l-3 12h-5z" fill="${fill}"/>`;

export const BRAND_ICONS = {
  visa: card('#1a1f71', letters('VISA', '#fff', 8)),
  mastercard: card('#252525', discs('#f79e1b')),
  amex: card('#1f72cd', letters('AMEX')),
  maestro: card('#f4f4f4', discs('#00a2e5')),
  discover: card('#f48024', letters('DISC')),
  diners: card(
    '#0079be',
    svg`<circle cx="16" cy="10" r="6" fill="none" stroke="#fff" stroke-width="1.5"/>`,
  ),
  jcb: card('#0e4c96', letters('JCB')),
  unionpay: card('#f4f4f4', svg`${band(8, '#e21836')}${band(14, '#00447c')}${band(20, '#01798a')}`),
  generic: svg`<g fill="none" stroke="currentColor"><rect x=".5" y=".5" width="31" height="19" rx="3"/><path d="M1 6h30" stroke-width="3"/><path d="M5 14h8"/></g>`,
} satisfies Record<string, SVGTemplateResult>;

export type BrandIconName = keyof typeof BRAND_ICONS;

/** card-validator names some brands differently from the icons. */
const ICON_FOR_TYPE: Record<string, BrandIconName> = {
  'american-express': 'amex',
  'diners-club': 'diners',
};

/** The icon of a card-validator brand type; `generic` for unknown and rarer brands. */
export function brandIconName(type: string): BrandIconName {
  const name = ICON_FOR_TYPE[type] ?? type;
  return name in BRAND_ICONS ? (name as BrandIconName) : 'generic';
}
