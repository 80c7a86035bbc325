import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Enquiry } from './enquiry.entity';
import { EnquiryRepository } from './enquiry.repository';

/** The enquiries table's repository, for the inbox, the outbox (e-mail text), retention and metrics. */
@Module({
  imports: [TypeOrmModule.forFeature([Enquiry])],
  providers: [EnquiryRepository],
  exports: [EnquiryRepository],
})
export class EnquiryRepositoryModule {}
