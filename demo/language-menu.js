// The language menu of every demo page: sets <html lang> (and dir), loads that language for
// <card-tokenizer>, and remembers the choice for the tab (the language tag, nothing else).
const KEY = 'card-tokenizer-demo-lang';
const RIGHT_TO_LEFT = new Set(['ar', 'he']);

/**
 * Every language of the element, named in its own language, with the npm build's module: one
 * static import each, as an application's bundler needs them.
 */
const LANGUAGES = [
  ['en', 'English'],
  ['bg', 'Български', () => import('card-tokenizer/locales/bg')],
  ['ca', 'Català', () => import('card-tokenizer/locales/ca')],
  ['cs', 'Čeština', () => import('card-tokenizer/locales/cs')],
  ['da', 'Dansk', () => import('card-tokenizer/locales/da')],
  ['de', 'Deutsch', () => import('card-tokenizer/locales/de')],
  ['el', 'Ελληνικά', () => import('card-tokenizer/locales/el')],
  ['es', 'Español', () => import('card-tokenizer/locales/es')],
  ['et', 'Eesti', () => import('card-tokenizer/locales/et')],
  ['fi', 'Suomi', () => import('card-tokenizer/locales/fi')],
  ['fr', 'Français', () => import('card-tokenizer/locales/fr')],
  ['ga', 'Gaeilge', () => import('card-tokenizer/locales/ga')],
  ['hr', 'Hrvatski', () => import('card-tokenizer/locales/hr')],
  ['hu', 'Magyar', () => import('card-tokenizer/locales/hu')],
  ['is', 'Íslenska', () => import('card-tokenizer/locales/is')],
  ['it', 'Italiano', () => import('card-tokenizer/locales/it')],
  ['lt', 'Lietuvių', () => import('card-tokenizer/locales/lt')],
  ['lv', 'Latviešu', () => import('card-tokenizer/locales/lv')],
  ['mt', 'Malti', () => import('card-tokenizer/locales/mt')],
  ['nb', 'Norsk bokmål', () => import('card-tokenizer/locales/nb')],
  ['nl', 'Nederlands', () => import('card-tokenizer/locales/nl')],
  ['pl', 'Polski', () => import('card-tokenizer/locales/pl')],
  ['pt', 'Português (Portugal)', () => import('card-tokenizer/locales/pt')],
  ['pt-BR', 'Português (Brasil)', () => import('card-tokenizer/locales/pt-BR')],
  ['ro', 'Română', () => import('card-tokenizer/locales/ro')],
  ['sk', 'Slovenčina', () => import('card-tokenizer/locales/sk')],
  ['sl', 'Slovenščina', () => import('card-tokenizer/locales/sl')],
  ['sv', 'Svenska', () => import('card-tokenizer/locales/sv')],
  ['tr', 'Türkçe', () => import('card-tokenizer/locales/tr')],
  ['uk', 'Українська', () => import('card-tokenizer/locales/uk')],
  ['ar', 'العربية', () => import('card-tokenizer/locales/ar')],
  ['he', 'עברית', () => import('card-tokenizer/locales/he')],
  ['ja', '日本語', () => import('card-tokenizer/locales/ja')],
  ['ko', '한국어', () => import('card-tokenizer/locales/ko')],
  ['zh-Hans', '中文（简体）', () => import('card-tokenizer/locales/zh-Hans')],
  ['zh-Hant', '中文（繁體）', () => import('card-tokenizer/locales/zh-Hant')],
];
const modules = new Map(LANGUAGES.map(([tag, , load]) => [tag, load]));

/** The script-tag page loads the classic build; the others import the npm build. */
const scriptTagBuild = document.querySelector('script[src="/card-tokenizer.iife.js"]');
const loaded = new Set(['en']);
let hashes;
/**
 * The page requires Trusted Types (its CSP): a script's `src` goes through this policy, which lets
 * only the build's own locale files through. Its name is in the pages' `trusted-types`.
 */
const scriptUrls = window.trustedTypes?.createPolicy('card-tokenizer-demo', {
  createScriptURL(url) {
    if (/^\/locales\/[a-zA-Z-]+\.js$/.test(url)) return url;
    throw new TypeError(`Expected a locale script such as "/locales/fr.js", got "${url}"`);
  },
});

/** A locale's classic script, after the bundle, with its hash from dist/integrity.json. */
async function addLocaleScript(tag) {
  hashes ??= fetch('/integrity.json').then((response) => response.json());
  const file = `locales/${tag}.js`;
  const script = document.createElement('script');
  script.src = scriptUrls ? scriptUrls.createScriptURL(`/${file}`) : `/${file}`;
  script.integrity = (await hashes)[file];
  script.crossOrigin = 'anonymous';
  document.head.append(script);
}

function loadLocale(tag) {
  // A page without the element has no texts to load.
  if (loaded.has(tag) || !document.querySelector('card-tokenizer')) return;
  loaded.add(tag);
  const loading = scriptTagBuild ? addLocaleScript(tag) : modules.get(tag)();
  loading.catch((error) => {
    loaded.delete(tag);
    console.error(`The ${tag} texts did not load: ${error.message}`);
  });
}

function apply(tag) {
  const root = document.documentElement;
  root.lang = tag;
  root.dir = RIGHT_TO_LEFT.has(tag) ? 'rtl' : 'ltr';
  loadLocale(tag);
}

const remembered = sessionStorage.getItem(KEY);
const current = modules.has(remembered) ? remembered : 'en';

for (const menu of document.querySelectorAll('.language-switch')) {
  for (const [tag, name] of LANGUAGES) {
    const option = new Option(name, tag, false, tag === current);
    option.lang = tag;
    menu.append(option);
  }
  menu.addEventListener('change', () => {
    sessionStorage.setItem(KEY, menu.value);
    apply(menu.value);
  });
}
apply(current);
