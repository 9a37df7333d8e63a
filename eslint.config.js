// Lint rules for the whole repository, run by `npm test` (scripts/lint.mjs).
import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'frontend/src/features';
/** What every feature may use, and which uses no feature. */
const SHARED_DIRS = ['i18n', 'components', 'api', 'theme', 'config'];
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
      'backend/test/partner-client/**',
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
    // With the types: a promise left floating or handed where nobody awaits it, an `any`
    // spreading through the code, an assertion TypeScript already knows.
    files: ['**/*.{ts,tsx}'],
    // Build configurations, in a project of their own that the service does not find.
    ignores: ['frontend/vite.config.ts', 'frontend/openapi-ts.config.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Tests read answers as parsed JSON (supertest, fetch, Playwright), which is `any` by
    // nature, and hand methods to `expect`: the rules against both would only add casts.
    // Floating and misused promises stay errors here too.
    files: ['backend/test/**', '**/*.spec.ts', 'frontend/src/**/__tests__/**', 'frontend/src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Stand-ins for the network are async whether or not they wait for anything.
      '@typescript-eslint/require-await': 'off',
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
    // How the frontend's imports are followed: relative paths to TypeScript files, resolved as
    // Vite resolves them (no path aliases), by import-x's own resolver.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // The generated API client imports only itself and packages: not read for its imports.
      'import-x/ignore': ['[\\/]api[\\/]generated[\\/]'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The shared layer never depends on a feature, not even for a type: a feature's
            // strings, say, are registered by the feature (i18n/i18n.ts, registerMessages).
            {
              target: SHARED_DIRS.map((dir) => `./frontend/src/${dir}`),
              from: `./${FEATURES_DIR}`,
              message: 'The shared layer (i18n, components, api, theme, config) does not import features.',
            },
            // A feature is used through what the app imports from it; it never reaches into
            // another feature: what two features share lives in components/, api/ or i18n/.
            ...features.map((feature) => ({
              target: `./${FEATURES_DIR}/${feature}`,
              from: `./${FEATURES_DIR}`,
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what they share to components/ or api/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Modules that import each other, directly or through others, load in an order that depends
    // on who imports them first. Type-only imports do not count; packages are not followed.
    // The tests are left out: they import the app, never the other way round.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/__tests__/**', 'frontend/src/test/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The backend's pieces talk through Nest modules; the frontend is not theirs to import.
    files: ['backend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/frontend/**'], message: 'The backend does not import the frontend.' }] },
      ],
    },
  },
);
