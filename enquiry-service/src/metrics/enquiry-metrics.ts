import { Injectable, Logger } from '@nestjs/common';
import { Gauge, MetricsRegistry } from '@site/nest-server-kit';
import { ENQUIRY_STATUSES } from '../enquiries/enquiry-fields';
import { EnquiryRepository } from '../enquiries/enquiry.repository';

/**
 * enquiries_stored{status}: the stored enquiries by status at each scrape, every status of ENQUIRY_STATUSES
 * present (0 when none). Held enquiries: once the held-enquiries work adds its status to ENQUIRY_STATUSES,
 * `enquiries_stored{status="held"}` appears with no change here; if it is kept apart from `status`, count it
 * in EnquiryRepository.countByStatus. Left out of a scrape when the database cannot be asked.
 */
@Injectable()
export class EnquiryMetrics {
  private readonly logger = new Logger('Metrics');

  constructor(enquiries: EnquiryRepository, metrics: MetricsRegistry) {
    const logger = this.logger;
    new Gauge({
      name: 'enquiries_stored',
      help: 'Enquiries kept in the database, by status.',
      labelNames: ['status'] as const,
      registers: [metrics.registry],
      async collect() {
        try {
          const rows = await enquiries.countByStatus();
          this.reset();
          for (const status of ENQUIRY_STATUSES) this.set({ status }, 0);
          for (const row of rows) this.set({ status: row.status }, row.count);
        } catch (error) {
          this.reset();
          logger.debug(`Enquiry counts not read: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    });
  }
}
