import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Query } from '@nestjs/common';
import { EnquiryFilterQuery, EnquiryListQuery } from './dto/enquiry-list-query.dto';
import { UpdateEnquiryStatusDto } from './dto/update-enquiry-status.dto';
import { enquiriesCsv } from './enquiry-csv';
import { enquiryIdPipe } from './enquiry-id.pipe';
import { type EnquiryCounts, EnquiryInboxService, type EnquiryPage } from './enquiry-inbox.service';
import type { EnquiryView } from './enquiry-view';

/** The staff lead inbox. Protected by the global token guard; nothing here may be cached. */
@Controller('cms/enquiries')
export class CmsEnquiriesController {
  constructor(private readonly inbox: EnquiryInboxService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: EnquiryListQuery): Promise<EnquiryPage> {
    return this.inbox.list(query);
  }

  @Get('counts')
  @Header('Cache-Control', 'no-store')
  counts(): Promise<EnquiryCounts> {
    return this.inbox.counts();
  }

  @Get('export.csv')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="enquiries.csv"')
  async export(@Query() query: EnquiryFilterQuery): Promise<string> {
    return enquiriesCsv(await this.inbox.all(query));
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  setStatus(@Param('id', enquiryIdPipe) id: string, @Body() input: UpdateEnquiryStatusDto): Promise<EnquiryView> {
    return this.inbox.setStatus(id, input.status);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', enquiryIdPipe) id: string): Promise<void> {
    return this.inbox.remove(id);
  }
}
