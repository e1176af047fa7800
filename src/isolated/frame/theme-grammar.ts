/**
 * The frame's theme values, each checked against its property's own grammar: colours as colours,
 * lengths as lengths, font families as names. Nothing that fetches, reads or refers (`url(`,
 * `src(`, `attr(`, `var(`, `image-set(`), no comment and no escape gets through.
 */

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const LENGTH = new RegExp(`^(?:0|${NUMBER}(?:px|em|rem|ex|ch|lh|rlh|vw|vh|vmin|vmax|pt|%))$`);
const PLAIN_NUMBER = new RegExp(`^${NUMBER}$`);
/** A colour function's arguments: numbers, units, separators and `none`, nothing nested. */
const COLOR_FUNCTION =
  /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\((?:[\d\s.,/%+-]|deg|turn|rad|none|e)*\)$/i;
const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const KEYWORD = /^[a-z]+$/i;
const FONT_NAME = /^(?:"[\w .-]+"|'[\w .-]+'|-?[a-z][\w-]*(?: -?[a-z][\w-]*)*)$/i;
const BORDER_STYLES = 'none hidden dotted dashed solid double groove ridge inset outset'.split(' ');
const FONT_WEIGHTS = 'normal bold bolder lighter'.split(' ');

/** Space-separated words, none holding a parenthesis but a whole colour function. */
const words = (value: string): string[] => value.match(/[a-z]+\([^()]*\)|[^\s()]+/gi) ?? [];

const isLength = (word: string) => LENGTH.test(word);
const isColor = (word: string) =>
  (HEX.test(word) || COLOR_FUNCTION.test(word) || KEYWORD.test(word)) &&
  CSS.supports('color', word);

type Check = (value: string) => boolean;

const color: Check = isColor;
const length: Check = isLength;
const lengths: Check = (value) => {
  const list = words(value);
  return list.length >= 1 && list.length <= 4 && list.every(isLength);
};
const GRAMMAR: Record<string, Check> = {
  'font-family': (value) => value.split(',').every((name) => FONT_NAME.test(name.trim())),
  'font-size': length,
  'line-height': (value) => value === 'normal' || PLAIN_NUMBER.test(value) || isLength(value),
  color,
  'label-color': color,
  'label-font-size': length,
  'label-font-weight': (value) => FONT_WEIGHTS.includes(value) || /^[1-9]00$/.test(value),
  'input-color': color,
  background: color,
  'busy-background': color,
  border: (value) => {
    const list = words(value);
    return (
      list.length >= 1 &&
      list.length <= 3 &&
      list.every((word) => isLength(word) || BORDER_STYLES.includes(word) || isColor(word))
    );
  },
  radius: lengths,
  padding: lengths,
  gap: length,
  'focus-ring': (value) =>
    value === 'none' ||
    value.split(/,(?![^()]*\))/).every((shadow) => {
      const list = words(shadow);
      return (
        list.length >= 2 &&
        list.length <= 6 &&
        list.every((word) => word === 'inset' || isLength(word) || isColor(word))
      );
    }),
  'focus-border-color': color,
  'error-color': color,
  'error-font-size': length,
  'disabled-opacity': (value) =>
    PLAIN_NUMBER.test(value) && Number(value) >= 0 && Number(value) <= 1,
  'icon-color': color,
  'accent-color': color,
};

/** The theme properties the frame takes, without their `--card-tokenizer-` prefix. */
export const THEME_PROPERTIES = Object.keys(GRAMMAR);

/** Whether `value` is one its property's grammar allows; a property not listed takes nothing. */
export function isThemeValue(name: string, value: string): boolean {
  const check = Object.hasOwn(GRAMMAR, name) ? GRAMMAR[name] : undefined;
  const trimmed = value.trim();
  return (
    check !== undefined &&
    trimmed.length > 0 &&
    trimmed.length <= 200 &&
    !/[\\/]\*|\*\/|\\|url\(|src\(|attr\(|var\(|image|env\(|[;{}<>@!]/i.test(trimmed) &&
    check(trimmed)
  );
}
