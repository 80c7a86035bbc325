// Unit specs sit beside the source (src, *.spec.ts).
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
  testRegex: '\\.spec\\.ts$',
  // The contracts' sources, so the tests need no build of them.
  moduleNameMapper: { '^@site/contracts$': '<rootDir>/../contracts/src' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    // Transpile only: type checking is `npm run typecheck`'s job.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
};
