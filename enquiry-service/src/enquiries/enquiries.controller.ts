import { Body, Controller, Header, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@site/nest-server-kit';
import type { EnquiryPayload } from './dto/enquiry-payload.dto';
import { EnquiriesService, type ReceivedEnquiry } from './enquiries.service';
import { EnquiryPayloadPipe } from './enquiry-payload.pipe';

/** Public: both enquiry forms post here before their EmailJS send. */
@Public()
@Controller('enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  receive(@Body(EnquiryPayloadPipe) payload: EnquiryPayload, @Req() request: Request): Promise<ReceivedEnquiry> {
    return this.enquiries.receive(payload, request.ip);
  }
}
