import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

/**
 * Features apart (ARCHITECTURE.md, Folders): the shared kits and the app's chrome are open to every
 * feature; any other folder of components/ is a feature, and another feature may use only what its
 * `index.ts` offers, never its files. Kits and chrome import no feature at all.
 */
const SHARED_KITS = ['ui', 'kit', 'forms', 'lists', 'charts', 'richText', 'errors', 'layout'];
const FEATURES = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_KITS.includes(entry.name))
  .map((entry) => entry.name);
const featureZones = [
  ...FEATURES.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [
      `./${feature}`,
      ...SHARED_KITS.map((kit) => `./${kit}`),
      ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message:
      'A feature uses another feature only through its index.ts (or a shared kit, store/, hooks/, utils/).',
  })),
  {
    target: SHARED_KITS.map((kit) => `./components/${kit}`),
    from: FEATURES.map((feature) => `./components/${feature}`),
    message: 'The shared kits and the app chrome import no feature; compose them in the feature or the page.',
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'test-results*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@/server/*'],
              message: 'The web app talks to the API over HTTP only.',
            },
            {
              group: ['@/contract/schemas/*', '**/contract/schemas/*'],
              allowTypeImports: true,
              message:
                'The web app reads the wire schemas as types only (types/*.ts), so no schema code ships.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens reach the API only through the store (RTK Query on the one API client): one-way
    // imports, pages → components → hooks/store → services → utils/types.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@/server/*'],
              message: 'The web app talks to the API over HTTP only.',
            },
            {
              group: ['@/contract/schemas/*', '**/contract/schemas/*'],
              allowTypeImports: true,
              message:
                'The web app reads the wire schemas as types only (types/*.ts), so no schema code ships.',
            },
            {
              group: ['@/services/*', '**/services/*'],
              message: 'Screens reach the API and the session through the store (store/) or a hook (hooks/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'components/**/*.{ts,tsx}',
      'hooks/**/*.ts',
      'store/**/*.ts',
      'services/**/*.ts',
      'utils/**/*.ts',
    ],
    // Packages are never parsed for cycles: none of theirs can pass through our files.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    // The API server must not reach into the web app; what both programs share lives in contract/.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./components', './store', './pages', './services', './hooks', './utils', './types'],
              message: 'The API server must not import the web app; shared values live in contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No runtime import cycles on the server either (db/tables/* import one another, never db/schema.ts).
    files: ['server/**/*.ts'],
    // Packages are never parsed for cycles (PGlite's bundled WASM glue overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The contract test reads both programs: the web app's API slices against the server's OpenAPI document.
    files: ['server/test/web-contract.test.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // The contract is a leaf both programs read: it imports neither of them.
    files: ['contract/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: [
                './server',
                './components',
                './store',
                './pages',
                './services',
                './hooks',
                './utils',
                './types',
              ],
              message: 'contract/ is shared by the web app and the API server, so it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers of the API server (ARCHITECTURE.md "Server layers"): routes reach the tables through
    // repositories and services. They may import the schema's types and constants (UPPER_CASE),
    // never its tables (camelCase), so no route reads or writes a table of its own accord.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/tables', '**/db/tables/*'],
              importNamePattern: '^[a-z]',
              message: 'Routes reach tables through a repository or a service, never a table itself.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
