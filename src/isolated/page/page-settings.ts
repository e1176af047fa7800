import { ATTRIBUTES, type Attributes, type Connect } from '../channel/protocol.js';

/**
 * What `<card-tokenizer-frame>` tells its frame of the page's settings, read from the element:
 * its attributes, its registration's kind and its theme.
 */

/** The attributes the frame takes, `lang` from the nearest `[lang]` if the element has none. */
export function pageAttributes(host: Element, formDisabled?: boolean): Attributes {
  const attributes: Attributes = {};
  for (const name of ATTRIBUTES) attributes[name] = host.getAttribute(name);
  attributes.lang ??= host.closest('[lang]')?.getAttribute('lang') ?? null;
  if (formDisabled) attributes.disabled = '';
  return attributes;
}

/** An object crosses as it is; a function stays in the page, asked over the channel (`fn`). */
export const registrationSetting = (
  registration: unknown,
  binLookup: unknown,
): Pick<Connect, 'reg' | 'bin'> => ({
  reg: typeof registration === 'function' ? 'fn' : ((registration as object) ?? null),
  bin: Boolean(binLookup),
});

/**
 * The computed values of the `--card-tokenizer-*` the frame's hello names (`String()`: a frame
 * of another version names none); the frame checks each before using it.
 */
export function pageTheme(host: Element, names: unknown): Record<string, string> {
  const style = getComputedStyle(host);
  // The page's line height, as the frame's text takes the page's font.
  const theme: Record<string, string> = { '--card-tokenizer-line-height': style.lineHeight };
  for (const name of String(names).split(' ')) {
    const property = `--card-tokenizer-${name}`;
    const value = style.getPropertyValue(property).trim();
    if (value) theme[property] = value;
  }
  return theme;
}
