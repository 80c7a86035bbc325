import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const WEB_SRC = './web/src';
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Shared code: anything may import it, it imports nothing from features or app. */
const WEB_SHARED = ['components', 'config', 'content', 'lib', 'styles', 'testing', 'types'].map((folder) => `${WEB_SRC}/${folder}`);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**', 'web/dist-server/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // STYLE.md: imports flow one way, shared code, then features, then app; no feature imports another.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: WEB_SHARED,
              from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
              message: 'Shared code (components, config, content, lib, types) must not depend on features or the app; move what both need into shared code.',
            },
            { target: `${WEB_SRC}/features`, from: `${WEB_SRC}/app`, message: 'Features must not import the app; the app composes features.' },
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB_SRC}/features/${feature}`,
              from: `${WEB_SRC}/features`,
              except: [`./${feature}`],
              message: 'No feature imports another: move the shared part into components/, lib/ or content/, or compose the two in app/.',
            })),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // One owner per table (issue 32): in the services only a *.repository.ts reaches the database; services,
    // controllers and jobs ask a repository. Migrations and the data-source files under database/ are the exception.
    files: ['auth-service/src/**/*.ts', 'content-service/src/**/*.ts', 'enquiry-service/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.spec.ts', '**/migrations/**', '**/database/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typeorm',
              importNames: ['DataSource', 'EntityManager', 'Repository', 'QueryRunner', 'SelectQueryBuilder'],
              message: 'Only a *.repository.ts reaches the database: add a method to the repository that owns the table.',
            },
            {
              name: '@nestjs/typeorm',
              importNames: ['InjectRepository', 'InjectDataSource', 'InjectEntityManager'],
              message: 'Only a *.repository.ts reaches the database: inject the repository that owns the table.',
            },
          ],
        },
      ],
    },
  },
);
