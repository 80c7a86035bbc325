import { Injectable, Logger } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import type { EraseEnquiriesView } from '@site/contracts';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { EnquiryRepository } from './enquiry.repository';

/**
 * Issue 36 item 4: an administrator erases every enquiry of one e-mail address (a person asking to be
 * forgotten). The audit event and the log say how many, never the address.
 */
@Injectable()
export class EnquiryErasureService {
  private readonly logger = new Logger(EnquiryErasureService.name);

  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly audit: AuditLogger,
  ) {}

  async eraseAddress(email: string, actor: StaffUser, origin: RequestOrigin): Promise<EraseEnquiriesView> {
    const deleted = await this.enquiries.deleteByEmail(email);
    this.logger.log(`Erased ${deleted} enquiries of one e-mail address`);
    await this.audit.record({
      event: 'enquiries.erased',
      userId: actor.userId,
      username: actor.username,
      reason: `${deleted} ${deleted === 1 ? 'enquiry' : 'enquiries'} of one e-mail address`,
      ...origin,
    });
    return { deleted };
  }
}
