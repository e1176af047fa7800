// Loaded as a classic script in <head> so the remembered theme applies before the first paint.
(() => {
  const KEY = 'card-tokenizer-demo-theme';

  function apply(theme) {
    document.documentElement.dataset.theme = theme;
    for (const button of document.querySelectorAll('.theme-switch')) {
      button.setAttribute('aria-pressed', String(theme === 'dark'));
    }
  }

  apply(localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light');
  document.addEventListener('DOMContentLoaded', () =>
    apply(document.documentElement.dataset.theme),
  );
  document.addEventListener('click', (event) => {
    if (!event.target.closest('.theme-switch')) return;
    const theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(KEY, theme);
    apply(theme);
  });
})();
