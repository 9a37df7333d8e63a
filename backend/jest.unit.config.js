/** Unit tier: pure rules and small pieces, no database. */
export default {
  rootDir: 'src',
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.tsx?$': ['ts-jest', { useESM: true }] },
};
