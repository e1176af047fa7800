// Folds the indentation of `html` and `svg` templates at build: Lit keeps a template's text as
// written, and no minifier touches it.

/**
 * Every run of white space holding a line break, in the text of each `html` or `svg` template of
 * `code`, becomes one space: what HTML renders of it anyway. Expressions and untagged templates
 * are kept as written.
 */
export function foldTemplates(code) {
  let out = '';
  let copied = 0;
  // Its own each call: a template that throws would leave a shared one's lastIndex behind.
  const tagged = /\b(?:html|svg)`/g;
  for (let match; (match = tagged.exec(code));) {
    const start = match.index + match[0].length;
    const [text, end] = template(code, start, true);
    out += code.slice(copied, start) + text;
    copied = tagged.lastIndex = end;
  }
  return out + code.slice(copied);
}

/** A template from just after its opening backtick: its text, and the index after its close. */
function template(code, start, fold) {
  let out = '';
  let text = '';
  const flush = () => {
    out += fold ? text.replace(/\s*\n\s*/g, ' ') : text;
    text = '';
  };
  for (let i = start; i < code.length;) {
    const c = code[i];
    if (c === '\\') {
      text += code.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      flush();
      return [`${out}\``, i + 1];
    } else if (c === '$' && code[i + 1] === '{') {
      flush();
      const [expression, end] = substitution(code, i + 2);
      out += `\${${expression}`;
      i = end;
    } else {
      text += c;
      i += 1;
    }
  }
  throw new SyntaxError(`Unterminated template literal at ${start}`);
}

/** A `${…}` from just after its brace: its code, closing brace included, and the index after. */
function substitution(code, start) {
  let out = '';
  let depth = 0;
  for (let i = start; i < code.length;) {
    const c = code[i];
    if (c === '`') {
      const [text, end] = template(code, i + 1, /\b(?:html|svg)$/.test(out));
      out += `\`${text}`;
      i = end;
    } else if (c === "'" || c === '"') {
      const end = stringEnd(code, i);
      out += code.slice(i, end);
      i = end;
    } else {
      if (c === '}' && depth === 0) return [`${out}}`, i + 1];
      if (c === '{') depth += 1;
      if (c === '}') depth -= 1;
      out += c;
      i += 1;
    }
  }
  throw new SyntaxError(`Unterminated template substitution at ${start}`);
}

/** The index just after the quoted string that starts at `start`. */
function stringEnd(code, start) {
  for (let i = start + 1; i < code.length; i += 1) {
    if (code[i] === '\\') i += 1;
    else if (code[i] === code[start]) return i + 1;
  }
  throw new SyntaxError(`Unterminated string at ${start}`);
}
