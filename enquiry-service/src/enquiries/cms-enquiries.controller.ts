import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { assertRole, Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { EnquiryFilterQuery, EnquiryListQuery } from './dto/enquiry-list-query.dto';
import { UpdateEnquiryStatusDto } from './dto/update-enquiry-status.dto';
import { enquiriesCsv } from './enquiry-csv';
import { enquiryIdPipe } from './enquiry-id.pipe';
import { type EnquiryCounts, EnquiryInboxService, type EnquiryPage } from './enquiry-inbox.service';
import type { EnquiryView } from './enquiry-view';

/**
 * The staff lead inbox, for editors and administrators only (contributors and authors get 403). Protected by
 * the global token guard; nothing here may be cached. Status changes, deletions and exports are audited by id.
 */
@Controller('cms/enquiries')
@RequireRole('editor')
export class CmsEnquiriesController {
  constructor(
    private readonly inbox: EnquiryInboxService,
    private readonly audit: AuditLogger,
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
  async export(@Query() query: EnquiryFilterQuery, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<string> {
    const actor = assertRole(staff, 'editor');
    const enquiries = await this.inbox.all(query);
    await this.audit.record({ event: 'enquiries.exported', ...who(actor), reason: exportSummary(enquiries.length, query), ...origin });
    return enquiriesCsv(enquiries);
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  async setStatus(
    @Param('id', enquiryIdPipe) id: string,
    @Body() input: UpdateEnquiryStatusDto,
    @Staff() staff: StaffUser | undefined,
    @Origin() origin: RequestOrigin,
  ): Promise<EnquiryView> {
    const actor = assertRole(staff, 'editor');
    const { enquiry, previous } = await this.inbox.setStatus(id, input.status);
    await this.audit.record({ event: 'enquiry.status_changed', ...who(actor), itemId: id, reason: `status ${previous} -> ${input.status}`, ...origin });
    return enquiry;
  }

  /** Makes a held enquiry new and sends its staff e-mail (the same as PATCH { status: 'new' } on a held one, but 409 for any other). */
  @Post(':id/release')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async release(@Param('id', enquiryIdPipe) id: string, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<EnquiryView> {
    const actor = assertRole(staff, 'editor');
    const enquiry = await this.inbox.release(id);
    await this.audit.record({ event: 'enquiry.released', ...who(actor), itemId: id, ...origin });
    return enquiry;
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', enquiryIdPipe) id: string, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<void> {
    const actor = assertRole(staff, 'editor');
    await this.inbox.remove(id);
    await this.audit.record({ event: 'enquiry.deleted', ...who(actor), itemId: id, ...origin });
  }
}

const who = (staff: StaffUser) => ({ userId: staff.userId, username: staff.username });

/** How many were exported and with which filters; the search text is left out, as it may be a name or address. */
function exportSummary(count: number, { status, form, q }: EnquiryFilterQuery): string {
  const filters = [status ? `status ${status}` : 'inbox', ...(form ? [`form ${form}`] : []), ...(q?.trim() ? ['a search'] : [])];
  return `${count} ${count === 1 ? 'enquiry' : 'enquiries'} (${filters.join(', ')})`;
}
