/** How many leading digits may leave alone: the BIN the element hands to the page's `binLookup`. */
export const BIN_DIGITS = 8;

/**
 * Finds a card number in text however a skimmer wrote it: the digits, the first six and last
 * four together (what a BIN lookup keeps), or the digits after the BIN on their own (the last 8
 * of a 16-digit number: the second half of a number sent in two parts), plain, with separators,
 * reversed, as hex, with any separator between every digit, URL-encoded, or in base64 (standard
 * or URL-safe), also one inside the other.
 */
export function findCard(text: string, cardNumber: string): string | undefined {
  return search(
    text,
    [
      [cardNumber, 'card number'],
      [cardNumber.slice(0, 6) + cardNumber.slice(-4), 'first six and last four digits'],
      [cardNumber.slice(BIN_DIGITS), `digits after the first ${BIN_DIGITS}`],
    ],
    0,
  );
}

/** Finds the number's first 8 digits, in the same forms: what the element's BIN lookup sends. */
export function findBin(text: string, cardNumber: string): string | undefined {
  return search(text, [[cardNumber.slice(0, BIN_DIGITS), `first ${BIN_DIGITS} digits`]], 0);
}

/** The digits looked for, and what they are called in a finding. */
type Wanted = [digits: string, name: string][];

/** Characters a skimmer may put between digits: spaces, dashes, dots, slashes, commas, quotes. */
const SEPARATORS = /[\s\-._/,:;|"'+]|%20|%2D|%2E|%2F/gi;
/** Runs long enough to hold eight digits once base64-encoded. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{11,}={0,2}/g;

function search(text: string, wanted: Wanted, depth: number): string | undefined {
  const decoded = percentDecoded(text);
  for (const [form, candidate] of [
    ['plain', text],
    ['URL-encoded', decoded],
  ] as const) {
    const digits = candidate.replace(SEPARATORS, '');
    const lower = candidate.toLowerCase();
    const label = (how: string) => (form === 'plain' ? how : `${form}, ${how}`);
    for (const [number, name] of wanted) {
      if (candidate.includes(number)) return `${name}, ${form}`;
      if (digits.includes(number)) return `${name}, ${label('with separators')}`;
      const reversed = [...number].reverse().join('');
      if (digits.includes(reversed)) return `${name}, ${label('reversed')}`;
      if (hexForms(number).some((hex) => lower.includes(hex))) return `${name}, ${label('hex')}`;
      if (everyDigitApart(number).test(candidate))
        return `${name}, ${label('a separator between every digit')}`;
    }
  }
  if (depth >= 2) return undefined;
  for (const run of new Set([
    ...(text.match(BASE64_RUN) ?? []),
    ...(decoded.match(BASE64_RUN) ?? []),
  ])) {
    // A path before the data shares base64's alphabet: try from each slash too.
    const starts = [
      0,
      1,
      2,
      3,
      ...[...run.matchAll(/\//g)].slice(0, 8).map(({ index }) => index + 1),
    ];
    for (const start of starts) {
      const inner = fromBase64(run.slice(start));
      const found = inner && search(inner, wanted, depth + 1);
      if (found) return `base64 of ${found}`;
    }
  }
  return undefined;
}

/** The digits' hex: of their characters (`34393730…`), and of the number itself in base 16. */
function hexForms(number: string): string[] {
  const forms = [Buffer.from(number, 'latin1').toString('hex')];
  // Base 16 of 8 digits is 7 characters: too short to tell from a hash's hex.
  if (number.length > 8) forms.push(BigInt(number).toString(16));
  return forms;
}

/** The digits with the same one to four characters between each: `4x9x7x0…`, `4<b>9<b>…` aside. */
function everyDigitApart(number: string): RegExp {
  const [first, ...rest] = [...number];
  return new RegExp(`${first}(?<apart>\\D{1,4}?)${rest.join('\\k<apart>')}`);
}

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

function fromBase64(run: string): string | undefined {
  const standard = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const text = Buffer.from(standard, 'base64').toString('latin1');
  // Mostly printable, or it was not base64 but a word or a path that happened to fit.
  const printable = text.replace(/[^\x20-\x7e]/g, '').length;
  return text.length > 0 && printable / text.length > 0.8 ? text : undefined;
}
