import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, UseInterceptors } from '@nestjs/common';
import type { EnquiryDetailView, EnquiryNoteView, EraseEnquiriesView, LeadReportView, StaffReferenceView } from '@site/contracts';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { EnquiryFilterQuery, EnquiryListQuery } from './dto/enquiry-list-query.dto';
import { EraseEnquiriesDto } from './dto/erase-enquiries.dto';
import { NewNoteDto } from './dto/new-note.dto';
import { ReportQuery } from './dto/report-query.dto';
import { UpdateEnquiryDto } from './dto/update-enquiry.dto';
import { StaffDirectoryInterceptor } from '../staff/staff-directory.interceptor';
import { StaffDirectory } from '../staff/staff-directory.service';
import { EnquiryErasureService } from './enquiry-erasure.service';
import { EnquiryPipelineService } from './enquiry-pipeline.service';
import { LeadReportService } from './lead-report.service';
import { enquiriesCsv } from './enquiry-csv';
import { enquiryIdPipe } from './enquiry-id.pipe';
import { type EnquiryCounts, EnquiryInboxService, type EnquiryPage } from './enquiry-inbox.service';
import type { EnquiryView } from './enquiry-view';

/**
 * The staff lead inbox, for editors and administrators only (the global guard answers contributors and
 * authors 403). Nothing here may be cached. Changes, notes, deletions, erasures and exports are audited by the services.
 * Everyone who uses it is noted as someone enquiries can be assigned to.
 */
@Controller('cms/enquiries')
@RequireRole('editor')
@UseInterceptors(StaffDirectoryInterceptor)
export class CmsEnquiriesController {
  constructor(
    private readonly inbox: EnquiryInboxService,
    private readonly pipeline: EnquiryPipelineService,
    private readonly reports: LeadReportService,
    private readonly erasure: EnquiryErasureService,
    private readonly staff: StaffDirectory,
  ) {}

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

  /** The editors and administrators an enquiry can be assigned to. */
  @Get('assignees')
  @Header('Cache-Control', 'no-store')
  assignees(): Promise<StaffReferenceView[]> {
    return this.staff.assignees();
  }

  @Get('report')
  @Header('Cache-Control', 'no-store')
  report(@Query() query: ReportQuery): Promise<LeadReportView> {
    return this.reports.report(query.days);
  }

  /** Erases every enquiry of one e-mail address (administrators only). */
  @Post('erase')
  @RequireRole('administrator')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  erase(@Body() input: EraseEnquiriesDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<EraseEnquiriesView> {
    return this.erasure.eraseAddress(input.email, staff, origin);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  detail(@Param('id', enquiryIdPipe) id: string): Promise<EnquiryDetailView> {
    return this.pipeline.detail(id);
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  update(
    @Param('id', enquiryIdPipe) id: string,
    @Body() input: UpdateEnquiryDto,
    @Staff() staff: StaffUser,
    @Origin() origin: RequestOrigin,
  ): Promise<EnquiryView> {
    return this.pipeline.update(id, input, staff, origin);
  }

  @Post(':id/notes')
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  addNote(@Param('id', enquiryIdPipe) id: string, @Body() input: NewNoteDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<EnquiryNoteView> {
    return this.pipeline.addNote(id, input.text, staff, origin);
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
