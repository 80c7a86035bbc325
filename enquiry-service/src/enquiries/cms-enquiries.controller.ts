import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { EnquiryFilterQuery, EnquiryListQuery } from './dto/enquiry-list-query.dto';
import { UpdateEnquiryStatusDto } from './dto/update-enquiry-status.dto';
import { enquiriesCsv } from './enquiry-csv';
import { enquiryIdPipe } from './enquiry-id.pipe';
import { type EnquiryCounts, EnquiryInboxService, type EnquiryPage } from './enquiry-inbox.service';
import type { EnquiryView } from './enquiry-view';

/**
 * The staff lead inbox, for editors and administrators only (the global guard answers contributors and
 * authors 403). Nothing here may be cached. Status changes, deletions and exports are audited by the service.
 */
@Controller('cms/enquiries')
@RequireRole('editor')
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
  async export(@Query() query: EnquiryFilterQuery, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<string> {
    return enquiriesCsv(await this.inbox.export(query, staff, origin));
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  setStatus(
    @Param('id', enquiryIdPipe) id: string,
    @Body() input: UpdateEnquiryStatusDto,
    @Staff() staff: StaffUser,
    @Origin() origin: RequestOrigin,
  ): Promise<EnquiryView> {
    return this.inbox.setStatus(id, input.status, staff, origin);
  }

  /** Makes a held enquiry new and sends its staff e-mail (the same as PATCH { status: 'new' } on a held one, but 409 for any other). */
  @Post(':id/release')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  release(@Param('id', enquiryIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<EnquiryView> {
    return this.inbox.release(id, staff, origin);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', enquiryIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<void> {
    return this.inbox.remove(id, staff, origin);
  }
}
