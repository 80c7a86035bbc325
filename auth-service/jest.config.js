// Unit specs sit beside the source (src, *.spec.ts); integration specs boot the app (test, *.e2e-spec.ts).
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testEnvironment: 'node',
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The shared server package from its sources, as typecheck reads it, so tests need no build first.
  moduleNameMapper: {
    '^@site/contracts$': '<rootDir>/../libs/contracts/src',
    '^@site/nest-server-kit(/testing)?$': '<rootDir>/../libs/nest-server-kit/src$1',
  },
  transform: {
    // Transpile only (isolatedModules): type checking is `npm run typecheck`'s job, and it keeps the suite fast.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  testTimeout: 60_000,
};
