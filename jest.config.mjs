import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw's dependencies ship as ES modules only; they are compiled for Jest like our own code.
const ESM_ONLY_PACKAGES = [
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  '@inquirer',
  'fast-[a-z-]+',
];

/** @type {import('jest').Config} */
const config = {
  // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder in jsdom, which msw needs.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // `npm test` runs the build and the browser tests' servers beside Jest: what they write (the build,
  // the embedded database, traces) is no module of ours, and Jest must not trip over it half-written.
  modulePathIgnorePatterns: [
    '<rootDir>/\\.next',
    '<rootDir>/e2e/\\.data',
    '<rootDir>/test-results',
    '<rootDir>/playwright-report',
    '<rootDir>/data/',
  ],
  // A component test that types and waits takes a second or two on a quiet machine; five seconds cut
  // tests off while a build or the browser tests share the two cores. Nothing here asserts on time.
  testTimeout: 20_000,
};

export default async function jestConfig() {
  const nextConfig = await createJestConfig(config)();
  return {
    ...nextConfig,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`,
      ...nextConfig.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules/')),
    ],
  };
}
