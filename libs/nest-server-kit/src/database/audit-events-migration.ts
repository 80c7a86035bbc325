import type { MigrationInterface, QueryRunner } from 'typeorm';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export interface AuditEventsTableNames {
  /** The primary key constraint's name ("PK_audit_events" unless a service named it otherwise). */
  primaryKey?: string;
}

function checkedSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Not a schema name: ${schema}`);
  }
  return schema;
}

/**
 * Creates `<schema>.audit_events`, the activity administrators read (AuditEventTable writes and reads it).
 * The one definition of its columns, for every service's migration.
 */
export async function createAuditEventsTable(queryRunner: QueryRunner, schema: string, names: AuditEventsTableNames = {}): Promise<void> {
  await queryRunner.query(`
      CREATE TABLE ${checkedSchema(schema)}.audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        event text NOT NULL,
        user_id uuid,
        username text,
        item_id text,
        title text,
        reason text,
        client_address text NOT NULL,
        request_id text,
        CONSTRAINT "${names.primaryKey ?? 'PK_audit_events'}" PRIMARY KEY (id)
      )`);
}

/**
 * The migration that adds the audit table, newest events first. A service's migration extends it under
 * its own timestamped name (so databases that ran it already do not run it again) and names its schema.
 */
export abstract class CreateAuditEventsMigration implements MigrationInterface {
  abstract readonly name: string;
  /** The service's schema, e.g. `enquiry`. */
  protected abstract readonly schema: string;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createAuditEventsTable(queryRunner, this.schema);
    await queryRunner.query(`CREATE INDEX "IDX_audit_events_newest" ON ${checkedSchema(this.schema)}.audit_events (occurred_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${checkedSchema(this.schema)}.audit_events`);
  }
}
