import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Static files served as they are (theme-init.js is the design system's themeInitScript, checked by a unit test).
      'packages/portal-app/public/**',
      'packages/portal-app/dist-e2e/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,ts}'],
    ignores: ['packages/*/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/design-system/src/**', 'packages/portal-app/src/**', '.storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
