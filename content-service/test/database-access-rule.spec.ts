import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

const REACHES_THE_DATABASE = `import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

@Injectable()
export class Counter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  count(manager: EntityManager): Promise<unknown> {
    return manager.query('SELECT count(*) FROM content.content_items');
  }
}
`;

/** The rule ids the repository's ESLint configuration reports for this code at this path. */
function lint(file: string, code: string): string[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
  return result.messages.map((message) => message.ruleId ?? 'parse error');
}

// Issue 32: only a *.repository.ts reaches the database (migrations and database/ aside).
describe('the database-access lint rule', () => {
  it('refuses DataSource, EntityManager and InjectDataSource outside a repository', () => {
    expect(lint('content-service/src/content/counter.service.ts', REACHES_THE_DATABASE)).toEqual([
      'no-restricted-imports', 'no-restricted-imports', 'no-restricted-imports',
    ]);
  }, 60_000);

  it('lets a repository, a migration and the data source files use them', () => {
    expect(lint('content-service/src/content/counter.repository.ts', REACHES_THE_DATABASE)).toEqual([]);
    expect(lint('content-service/src/database/migrations/1800000000000-counter.ts', REACHES_THE_DATABASE)).toEqual([]);
  }, 60_000);
});
