import { Injectable, Logger } from '@nestjs/common';
import { CaptchaVerifier } from '../captcha/captcha-verifier';
import { Transactions } from '../database/transactions';
import { MailSender } from '../notifications/mail-sender';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { NotificationRepository } from '../notifications/notification.repository';
import { SubmissionLimiter } from '../rate-limit/submission-limiter';
import type { EnquiryPayload } from './dto/enquiry-payload.dto';
import type { CaptchaOutcome, EnquiryStatus, SpamReason } from './enquiry-fields';
import type { Enquiry } from './enquiry.entity';
import { EnquiryRepository } from './enquiry.repository';

export interface ReceivedEnquiry {
  id: string;
  receivedAt: string;
}

/**
 * Takes in one enquiry: the per-address limit, honeypot and captcha, then (only when those passed) the shared
 * hourly total and the hold, then store it (with its outbox
 * row, unless it is spam or held) before answering.
 */
@Injectable()
export class EnquiriesService {
  private readonly logger = new Logger(EnquiriesService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly enquiries: EnquiryRepository,
    private readonly notifications: NotificationRepository,
    private readonly limiter: SubmissionLimiter,
    private readonly captcha: CaptchaVerifier,
    private readonly mail: MailSender,
    private readonly outbox: NotificationOutbox,
  ) {}

  async receive(payload: EnquiryPayload, clientAddress: string | undefined): Promise<ReceivedEnquiry> {
    const address = clientAddress ?? 'unknown';
    await this.limiter.takeForAddress(address);
    const trapped = Boolean(payload.website?.trim());
    const captcha: CaptchaOutcome = trapped ? 'not-checked' : await this.captcha.verify(payload.captchaToken, clientAddress);
    const spamReason: SpamReason | null = trapped ? 'honeypot' : captcha === 'failed' ? 'captcha' : null;
    const admission = spamReason ? undefined : await this.limiter.takeShared(address);
    const status: EnquiryStatus = spamReason ? 'spam' : admission === 'held' ? 'held' : 'new';

    const enquiry = await this.transactions.run(async (transaction) => {
      const saved = await this.enquiries.insert(toEnquiry(payload, captcha, status, spamReason), transaction);
      if (status === 'new' && this.mail.configured) {
        await this.notifications.queue(saved.id, transaction);
      }
      return saved;
    });
    this.logger.log(`Enquiry ${enquiry.id} stored (form ${enquiry.form}, ${enquiry.status}, captcha ${captcha})`);
    this.outbox.kick();
    return { id: enquiry.id, receivedAt: enquiry.receivedAt.toISOString() };
  }
}

function toEnquiry(payload: EnquiryPayload, captcha: CaptchaOutcome, status: EnquiryStatus, spamReason: SpamReason | null): Partial<Enquiry> {
  const common = {
    form: payload.form,
    page: payload.page,
    attribution: payload.attribution ?? null,
    status,
    captcha,
    spamReason,
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    phone: payload.phone,
  };
  if (payload.form === 'enquiry') {
    return { ...common, organisation: payload.organisation, message: payload.message };
  }
  return {
    ...common,
    enquirerType: payload.type,
    userCount: payload.type === 'organization' ? (payload.userCount ?? null) : null,
    service: payload.service,
    message: payload.description || null,
  };
}
