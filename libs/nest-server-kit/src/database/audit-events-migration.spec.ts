import type { QueryRunner } from 'typeorm';
import { CreateAuditEventsMigration, createAuditEventsTable } from './audit-events-migration';

function recordingRunner(): { runner: QueryRunner; statements: string[] } {
  const statements: string[] = [];
  const runner = { query: async (sql: string) => void statements.push(sql.replace(/\s+/g, ' ').trim()) } as unknown as QueryRunner;
  return { runner, statements };
}

class CreateAuditEvents1795500000000 extends CreateAuditEventsMigration {
  readonly name = 'CreateAuditEvents1795500000000';
  protected readonly schema = 'enquiry';
}

describe('the audit-events migration', () => {
  it('creates the table in the service schema with the newest-first index, and drops it on the way down', async () => {
    const { runner, statements } = recordingRunner();
    const migration = new CreateAuditEvents1795500000000();
    await migration.up(runner);
    await migration.down(runner);
    expect(statements[0]).toMatch(/^CREATE TABLE enquiry\.audit_events \(/);
    expect(statements[0]).toContain('CONSTRAINT "PK_audit_events" PRIMARY KEY (id)');
    expect(statements[1]).toBe('CREATE INDEX "IDX_audit_events_newest" ON enquiry.audit_events (occurred_at DESC, id DESC)');
    expect(statements[2]).toBe('DROP TABLE enquiry.audit_events');
    expect(migration.name).toBe('CreateAuditEvents1795500000000');
  });

  it('has every column AuditEventTable writes', async () => {
    const { runner, statements } = recordingRunner();
    await createAuditEventsTable(runner, 'auth', { primaryKey: 'audit_events_pkey' });
    for (const column of ['occurred_at timestamptz NOT NULL', 'event text NOT NULL', 'user_id uuid', 'username text', 'item_id text', 'title text', 'reason text', 'client_address text NOT NULL', 'request_id text']) {
      expect(statements[0]).toContain(column);
    }
    expect(statements[0]).toContain('CONSTRAINT "audit_events_pkey" PRIMARY KEY (id)');
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    const { runner, statements } = recordingRunner();
    await expect(createAuditEventsTable(runner, 'enquiry; DROP TABLE x')).rejects.toThrow('Not a schema name');
    expect(statements).toEqual([]);
  });
});
