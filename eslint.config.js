// Lint: ESLint's and typescript-eslint's recommended rules, the rules of hooks for React code, the
// import boundaries between the parts of the code and between modules (scripts/eslint/), and a
// warning on files past 250 lines (printed, not failing: a file that long is usually two files).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tmp', 'coverage', 'tests/generated'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries: { rules: { imports: importBoundaries } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/imports': 'error',
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/admin/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
