import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
              group: ['axios'],
              message: 'Calls go through the one API client (services/api.ts); see ARCHITECTURE.md.',
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
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API server must not reach into the web app (it may use the shared permission codes).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./components', './store', './pages', './services', './hooks'],
              message: 'The API server must not import the web app.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
