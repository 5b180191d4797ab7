// Unit tests: Jest + Testing Library, beside the code in __tests__/ folders.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2022'}},
    ],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/jest/styleMock.js',
  },
};
