/**
 * ESLint (flat config). Beyond typescript-eslint (type-checked), React hooks and TanStack Query, it enforces
 * the rules of docs: ARCHITECTURE.md that a reviewer would otherwise have to remember, each with a message
 * saying why:
 * - import boundaries (features don't import each other, lib/ imports no feature, only tests and tooling
 *   import server/); import cycles are Biome's check (biome.json: noImportCycles, its only lint rule);
 * - only `features/<area>/api.ts`, `lib/dictionaries/api.ts` and `lib/hotel-services/api.ts` import the HTTP client,
 *   only `lib/http/` imports ky;
 * - the helper dictionaries have one home: no `['dictionaries', …]` query key outside lib/dictionaries/;
 * - no Russian text outside `lib/i18n/` (all interface texts live in lib/i18n/ru/, one module per area).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import pluginQuery from '@tanstack/eslint-plugin-query';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const TS = ['**/*.{ts,tsx,mts,cts}'];
const TESTS = ['**/*.test.{ts,tsx}', 'lib/test/**', 'e2e/**'];
const CLIENT_CODE = ['app/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'];
const UNIT_TESTS = ['**/*.test.{ts,tsx}'];
/** The component and hook tests of the `unit` Vitest project (happy-dom, Testing Library). */
const COMPONENT_TESTS = ['app/**/*.test.{ts,tsx}', 'features/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}'];

// ---------------------------------------------------------------------------------------------------------
// Recommended rule sets of the libraries we build on (docs/decisions/195-tooling-and-the-test-run.md).

/**
 * jsx-a11y's rules from `eslint-plugin-jsx-a11y-x`, the maintained fork whose peer range includes ESLint 10
 * (the original's stops at ESLint 9). Registered under the original's `jsx-a11y/` prefix, so rule names and
 * disable comments read as everywhere else and switching back is a one-line change.
 */
const a11yRecommended = Object.fromEntries(
  Object.entries(jsxA11y.configs.recommended.rules).map(([name, level]) => [
    name.replace(/^jsx-a11y-x\//, 'jsx-a11y/'),
    level,
  ]),
);

// ---------------------------------------------------------------------------------------------------------
// Import boundaries (ARCHITECTURE.md, rule 1).

/** One folder per area of the spec; read at lint time so a new feature is covered without editing this file. */
const features = readdirSync(path.join(root, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./features/${feature}`,
  from: './features',
  except: [`./${feature}`],
  message:
    'Features do not import each other (ARCHITECTURE.md rule 1): compose them in app/ or pass a callback, so a ' +
    'feature folder can be read, moved or deleted on its own. Shared code belongs in lib/.',
}));

const libZones = [
  {
    target: './lib',
    from: ['./features', './app'],
    message:
      'lib/ is shared and feature-free (ARCHITECTURE.md rule 1): it imports no feature and no route. Pass what ' +
      'lib needs in as arguments or props, or move the code into the feature.',
  },
  {
    target: './features',
    from: './app',
    message: 'Routes compose features, never the other way round: a feature must not depend on a route of app/.',
  },
  {
    target: './lib/http',
    from: ['./lib/dictionaries', './lib/hotel-services'],
    message:
      'The transport knows no data (ARCHITECTURE.md rule 2): lib/dictionaries/ and lib/hotel-services/ are built ' +
      'on lib/http/, not the other way round.',
  },
];

/** server/ is the backend double: only the server itself, tests and tooling may import it. */
const serverZone = {
  target: ['./app', './features', './lib'],
  from: './server',
  message:
    'Application code never imports the reference backend (server/): it would ship the backend in the bundle. ' +
    'Only server/, scripts/, bench/ and tests (*.test.ts, lib/test/, e2e/) may.',
};

// ---------------------------------------------------------------------------------------------------------
// The HTTP layer (ARCHITECTURE.md, rule 2).

const kyRestriction = {
  paths: [
    {
      name: 'ky',
      message: 'Only lib/http/ imports ky (ARCHITECTURE.md rule 2): one client owns auth, refresh, headers and errors.',
    },
  ],
  patterns: [{ group: ['ky/*'], message: 'Only lib/http/ imports ky (ARCHITECTURE.md rule 2).' }],
};

const httpClientRestriction = {
  group: [
    '@/lib/http/*',
    '**/lib/http/*',
    '!@/lib/http/errors',
    '!**/lib/http/errors',
    '!@/lib/http/logout',
    '!**/lib/http/logout',
  ],
  message:
    'Only features/<area>/api.ts, lib/dictionaries/api.ts and lib/hotel-services/api.ts import the HTTP client ' +
    '(ARCHITECTURE.md rule 2): ' +
    'screens and queries call the fetchers, which validate every response. (lib/http/errors and lib/http/logout ' +
    'are open to all.)',
};

/*
 * The exceptions in lib/: the helper dictionaries (SPEC §3) are read by most features, and the hotel's services by
 * the desk and promo, which may not import each other (rule 1), so their fetchers and schemas live in
 * lib/dictionaries/api.ts and lib/hotel-services/api.ts, each a feature api.ts in all but its place
 * (ARCHITECTURE.md rule 8: shared knowledge has one home; docs/decisions/198-code-layout-and-shared-pieces.md).
 */
const API_FILES = ['features/*/api.ts', 'lib/dictionaries/api.ts', 'lib/hotel-services/api.ts'];

/** Also caught by import-x/no-restricted-paths once resolved; this one works before the file exists too. */
const serverRestriction = { group: ['@/server', '@/server/*'], message: serverZone.message };

const restrictImports = ({ ky, httpClient, server }) => [
  'error',
  {
    paths: ky ? kyRestriction.paths : [],
    patterns: [
      ...(ky ? kyRestriction.patterns : []),
      ...(httpClient ? [httpClientRestriction] : []),
      ...(server ? [serverRestriction] : []),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------
// The helper dictionaries (ARCHITECTURE.md, rule 8).

/** A query key `['dictionaries', …]` written anywhere but lib/dictionaries/: a second cache rule for shared data. */
const dictionaryKeyLiteral = {
  selector: "ArrayExpression > Literal:first-child[value='dictionaries']",
  message:
    'The helper dictionaries have one home (ARCHITECTURE.md rule 8): read them with dictionaryQueries from ' +
    'lib/dictionaries/queries.ts instead of declaring their key, fetcher or schema again, so each cache entry has ' +
    'one fetcher, one shape and one set of cache rules.',
};

// ---------------------------------------------------------------------------------------------------------
// Texts (ARCHITECTURE.md, rule 5).

const CYRILLIC = '/[А-Яа-яЁё]/';
const russianTextMessage =
  "No Russian text in code (ARCHITECTURE.md rule 5): add it to its area in lib/i18n/ru/ (the spec's texts verbatim) and " +
  'use it from there.';
const noRussianLiterals = [
  'error',
  { selector: `Literal[value=${CYRILLIC}]`, message: russianTextMessage },
  { selector: `TemplateElement[value.raw=${CYRILLIC}]`, message: russianTextMessage },
  { selector: `JSXText[value=${CYRILLIC}]`, message: russianTextMessage },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'out-*/',
      'data/',
      'bench/results/',
      // The bench's floor page (bench/floor.ts): its build output.
      'bench/floor-app/.next/',
      'bench/floor-app/out/',
      'bench/floor-app/next-env.d.ts',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      'coverage/',
      'next-env.d.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // `onClick={() => void mutate()}` and async handlers passed to components are the norm in React.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Fastify's plugin and handler signatures want async functions, whether or not they await.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // The server tests share one module graph (vitest.config.ts): a module replaced in one file would reach the rest.
    files: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Server tests share one module graph: start a server with other config instead.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Server tests share one module graph: start a server with other config instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // React code only: Playwright fixtures call a function named `use` too.
    files: CLIENT_CODE,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: CLIENT_CODE })),
  {
    // Next's own rules (core web vitals) for the app; most concern the pages router and `<head>`, harmless here.
    files: CLIENT_CODE,
    ...nextPlugin.configs['core-web-vitals'],
    rules: {
      ...nextPlugin.configs['core-web-vitals'].rules,
      // The app router has no pages/ directory to check links against.
      '@next/next/no-html-link-for-pages': 'off',
      // Off: a static export has no image optimizer (`images.unoptimized`), and our images are uploads served
      // by the API's origin; next/image would add its runtime and nothing else. Our <img> elements carry their
      // own width/height or aspect-ratio box, lazy loading and alt text.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: CLIENT_CODE.map((glob) => glob.replace('{ts,tsx}', 'tsx')),
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: jsxA11y.configs.recommended.languageOptions,
    rules: a11yRecommended,
  },
  {
    // The export's runtime configuration must run before the app's scripts read it (lib/runtime-config.ts):
    // it is synchronous on purpose, a few bytes from the same origin.
    files: ['app/layout.tsx'],
    rules: { '@next/next/no-sync-scripts': 'off' },
  },
  {
    files: UNIT_TESTS,
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's `expect(value, message)` names the case that failed in a loop or table.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // The contract tests assert through `compare()`, which expects both backends to answer alike.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'compare'] }],
      // The component tests' afterEach waits (waitFor + expect) for the screen's requests to settle before
      // the render is unmounted, so no call is aborted mid-flight.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['afterEach'] }],
      // Off: our tests check properties over the seeded data and tables of cases (it.each over requests, a
      // state machine's table), where a branch per kind of row is the point and each branch asserts; a test
      // that asserts nothing is caught by `vitest/expect-expect`.
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: COMPONENT_TESTS,
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Off: the tests name a render's result by what it is (`rendered`, `first`, `dialog`), and the afterEach
      // hooks share a `rendered` variable; the rule's `view`/destructuring names would say less.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: TS,
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies, resolve `@/*` through tsconfig.json (no-restricted-paths reads them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      // Import cycles: Biome's noImportCycles (biome.json), the same check in a tenth of the CPU (decision 195).
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...libZones, serverZone] }],
    },
  },
  {
    // Tests drive the real backend in-process (server/testing/server.ts).
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...libZones] }],
    },
  },
  {
    files: CLIENT_CODE,
    ignores: [...API_FILES, 'lib/http/**', ...TESTS],
    rules: { 'no-restricted-imports': restrictImports({ ky: true, httpClient: true, server: true }) },
  },
  {
    files: API_FILES,
    rules: { 'no-restricted-imports': restrictImports({ ky: true, httpClient: false, server: true }) },
  },
  {
    files: ['lib/http/**'],
    rules: { 'no-restricted-imports': restrictImports({ ky: false, httpClient: false, server: true }) },
  },
  {
    files: TESTS,
    rules: { 'no-restricted-imports': restrictImports({ ky: true, httpClient: false, server: false }) },
  },
  {
    files: CLIENT_CODE,
    ignores: ['lib/i18n/**', ...TESTS],
    rules: { 'no-restricted-syntax': [...noRussianLiterals, dictionaryKeyLiteral] },
  },
  {
    // The dictionaries' own module declares their keys.
    files: ['lib/dictionaries/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': noRussianLiterals },
  },
);
