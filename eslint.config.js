import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '**/out-tsc/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Card data must never reach a log: library code may only warn or report errors.
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'src/sandbox/**',
      'scripts/**',
      'bench/**',
      'demo/**',
      'e2e/**',
      'bin/**',
      'examples/*/server.js',
    ],
    rules: { 'no-console': 'off' },
  },
);
