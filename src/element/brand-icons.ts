import { svg, type SVGTemplateResult } from 'lit';

/** Drawn in a 32×20 box; letters use the page's sans-serif so no font ships with the library. */
const card = (fill: string) => svg`<rect width="32" height="20" rx="3" fill="${fill}"/>`;
const letters = (text: string, fill = '#fff', size = 7) =>
  svg`<text x="16" y="13" fill="${fill}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${text}</text>`;

export const BRAND_ICONS = {
  visa: svg`${card('#1a1f71')}${letters('VISA', '#fff', 8)}`,
  mastercard: svg`${card('#252525')}<circle cx="13" cy="10" r="6" fill="#eb001b"/><circle cx="19" cy="10" r="6" fill="#f79e1b" fill-opacity=".85"/>`,
  amex: svg`${card('#1f72cd')}${letters('AMEX')}`,
  maestro: svg`${card('#f4f4f4')}<circle cx="13" cy="10" r="6" fill="#eb001b"/><circle cx="19" cy="10" r="6" fill="#00a2e5" fill-opacity=".85"/>`,
  discover: svg`${card('#f4f4f4')}<circle cx="24" cy="10" r="4" fill="#f48024"/>${letters('DISC', '#222', 6)}`,
  diners: svg`${card('#0079be')}<circle cx="16" cy="10" r="6" fill="none" stroke="#fff" stroke-width="1.5"/><path d="M14 6v8M18 6v8" stroke="#fff"/>`,
  jcb: svg`${card('#f4f4f4')}<rect x="6" y="4" width="6" height="12" rx="2" fill="#0e4c96"/><rect x="13" y="4" width="6" height="12" rx="2" fill="#e21836"/><rect x="20" y="4" width="6" height="12" rx="2" fill="#007940"/>`,
  unionpay: svg`${card('#f4f4f4')}<path d="M8 4h5l-3 12H5z" fill="#e21836"/><path d="M14 4h5l-3 12h-5z" fill="#00447c"/><path d="M20 4h5l-3 12h-5z" fill="#01798a"/>`,
  generic: svg`<rect x=".5" y=".5" width="31" height="19" rx="3" fill="none" stroke="currentColor"/><path d="M1 6h30" stroke="currentColor" stroke-width="3"/><path d="M5 14h8" stroke="currentColor"/>`,
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
