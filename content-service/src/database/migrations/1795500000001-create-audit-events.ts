import { CreateAuditEventsMigration } from '@site/nest-server-kit';

/** The activity administrators read: the kit's audit table in the content schema. */
export class CreateAuditEvents1795500000001 extends CreateAuditEventsMigration {
  readonly name = 'CreateAuditEvents1795500000001';
  protected readonly schema = 'content';
}
