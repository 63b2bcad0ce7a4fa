// ESLint for the whole workspace (`npm run lint`; scripts/lint.mjs also runs the import boundaries and Prettier).
// Formatting is Prettier's (.prettierrc.json); eslint-config-prettier switches off every rule it would fight.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import known from './scripts/known-violations.json' with { type: 'json' };

const FRONT_END = ['shared/**', 'shell/**', 'mfe-*/**'];
const NODE = ['api/**', 'e2e/**', 'tooling/**', 'scripts/**', '**/*.cjs', '**/*.mjs', '**/webpack.config.*', '**/jest.config.*'];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/jest/**', '**/test-helpers.ts', '**/fixtures.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/artifacts/**',
      'shared/src/contract/*.gen.ts',
      'api/src/db/migrations/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: FRONT_END,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // German numbers and dates through @marktplatz/shared (germanFormat.ts): a page's first Intl call initialises
    // ICU, 25–50 ms of main-thread work in one piece. Tests may compare with Intl.
    files: FRONT_END,
    ignores: TESTS,
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Deutsche Zahlen und Daten über formatGermanNumber/berlinClock aus @marktplatz/shared (kein Intl).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase'].map(
          (property) => ({
            property,
            message: 'Ohne Intl: formatGermanNumber/germanDay/berlinClock aus @marktplatz/shared, Vergleiche mit < und >.',
          }),
        ),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on our own components is the user's role (RequireAuth role="Company"), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Hooks live in .ts files too (useFetch, usePagination, …).
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Deprecated names of @marktplatz/shared stay exported until its next major (shared/README.md), unused here.
    files: ['shell/**', 'mfe-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@marktplatz/shared',
              importNames: ['requestGraphql', 'operationNameOf'],
              message: 'Veraltet: GraphQL über queryGraphql/useGraphqlQuery (Apollo), siehe shared/README.md.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way per concern in the areas (CONTRIBUTING.md): the kit's Button, styled components instead of inline styles.
    files: ['shell/**', 'mfe-*/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='styled'][property.name='button'], CallExpression[callee.name='styled'] > Literal[value='button']",
          message: 'Kein eigener Button: der Button des Kits (@marktplatz/shared) mit seinen Varianten, auch variant="link".',
        },
        {
          selector: "JSXAttribute[name.name='style']",
          message: 'Kein Inline-Style: eine styled component (transiente Props wie $width für Werte) oder ein Layout-Baustein des Kits.',
        },
      ],
    },
  },
  {
    // The REST client is called from a feature's api/ folder only: one file per call (CONTRIBUTING.md).
    files: ['shell/src/**', 'mfe-*/src/**'],
    ignores: [...TESTS, '**/features/*/api/**', '**/provider/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@marktplatz/shared',
              importNames: ['http', 'httpApi', 'requestGraphql', 'operationNameOf'],
              message: 'API-Aufrufe gehören in den api/-Ordner des Features, eine Datei je Aufruf (CONTRIBUTING.md).',
            },
          ],
          // An area with a session of its own configures one client in src/lib/ (createSessionClient; the back office:
          // lib/adminApi.ts); its calls, too, are made from a feature's api/ folder only.
          patterns: [
            {
              group: ['**/lib/adminApi'],
              importNames: ['adminCall', 'adminRaw'],
              message: 'API-Aufrufe gehören in den api/-Ordner des Features, eine Datei je Aufruf (CONTRIBUTING.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // No source file over 600 lines: split by topic (generated files, migrations and seed data excepted).
    ignores: ['api/src/db/seed/**', '**/*seed-data.ts'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: false, skipComments: false }] },
  },
  // The files that still break a rule above (scripts/known-violations.json): the list only shrinks — a file leaves
  // it when it is fixed, and no file joins it (CONTRIBUTING.md, "One way per concern").
  ...Object.entries(known.eslint)
    .filter(([, files]) => files.length > 0)
    .map(([rule, files]) => ({ files, rules: { [rule]: 'off' } })),
  {
    files: NODE,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
