// Unit tests: Jest + Testing Library, beside the code in __tests__/ folders.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/scripts', '<rootDir>/docs'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2022'}},
    ],
  },
  // Docusaurus's client utilities ship as untranspiled ESM with JSX; the code block tests load them.
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/theme-common/)'],
  moduleNameMapper: {
    '^@docusaurus/useIsomorphicLayoutEffect$': '<rootDir>/jest/useIsomorphicLayoutEffect.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/jest/styleMock.js',
  },
};
