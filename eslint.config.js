// ESLint: typescript-eslint with type information, React's hook rules and jsx-a11y; formatting is
// Prettier's. Type information comes from TypeScript 6's JS API: the `typescript` package here is
// @typescript/typescript6, and `tsc` is TypeScript 7 (@typescript/native), which has no JS API yet.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'shared/generated/', 'data/', 'bench-results/', 'coverage/', 'content/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Values typed `any` (JSON.parse, pg rows) are checked by schemas where they enter; these
      // rules flag every use of them and find no defect that the schemas let through.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Style, not defects: an async method implementing a Promise interface without awaiting, and
      // an assertion the checker finds redundant.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  { files: ['src/**/*.tsx', 'scripts/cards/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // The share cards are drawn to PNG by satori: no one reads their markup.
  { files: ['scripts/cards/**/*.tsx'], rules: { 'jsx-a11y/alt-text': 'off' } },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // A prerendered page renders what the server knew, then sets what only the browser knows
      // (stored results, today's date) in an effect after hydration: by design, not a cascade.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['tests/**/*.ts'],
    // expect(store.method) reads a method without calling it.
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // react-router's navigate returns a promise only under a data router; this app has none.
    files: ['src/pages/MainTestPage.tsx', 'src/pages/ResultsPage.tsx'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    // Its one chain ends in a catch that cannot throw.
    files: ['src/components/DeviceResults.tsx'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    // A dialog over a backdrop: a click outside closes it (Escape does for the keyboard), a click
    // inside must not reach the backdrop; the group's Escape cancels the confirmation.
    files: ['src/components/MobileMenu.tsx', 'src/components/DeviceResults.tsx'],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    // Its YAML snippets escape quotes in template strings, harmlessly.
    files: ['tests/unit/content/content-rules.test.ts'],
    rules: { 'no-useless-escape': 'off' },
  },
  {
    // key is an entry's id or min, a string or a number once the schema has checked it.
    files: ['scripts/content/translations.ts'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
);
