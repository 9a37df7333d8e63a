// Lint rules for the whole repository, run by `npm test` (scripts/lint.mjs).
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'frontend/src/features';
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.tmp/**',
      '.data/**',
      'frontend/src/api/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Test spies hand a hook's value to the test by writing it into an object the test holds.
    files: ['frontend/src/**/__tests__/**', 'frontend/src/test/**'],
    rules: { 'react-hooks/immutability': 'off' },
  },
  {
    // A feature is used through what the app imports from it; it never reaches into another
    // feature: what two features share lives in components/, api/ or i18n/.
    files: [`${FEATURES_DIR}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./${FEATURES_DIR}/${feature}`,
            from: `./${FEATURES_DIR}`,
            except: [`./${feature}`],
            message: 'A feature does not import another feature: move what they share to components/ or api/.',
          })),
        },
      ],
    },
  },
  {
    // The backend's pieces talk through Nest modules; the frontend is not theirs to import.
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/frontend/**'], message: 'The backend does not import the frontend.' }] },
      ],
    },
  },
);
