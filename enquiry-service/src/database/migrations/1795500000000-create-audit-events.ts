import { CreateAuditEventsMigration } from '@site/nest-server-kit';

/** The activity administrators read: the kit's audit table in the enquiry schema. */
export class CreateAuditEvents1795500000000 extends CreateAuditEventsMigration {
  readonly name = 'CreateAuditEvents1795500000000';
  protected readonly schema = 'enquiry';
}
