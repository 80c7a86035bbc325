import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import type { EnquiryDetailView, EnquiryNoteView } from '@site/contracts';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { Transactions } from '../database/transactions';
import { StaffDirectory } from '../staff/staff-directory.service';
import type { UpdateEnquiryDto } from './dto/update-enquiry.dto';
import { ENQUIRY_NOT_FOUND, EnquiryInboxService } from './enquiry-inbox.service';
import type { EnquiryView } from './enquiry-view';
import { EnquiryRepository } from './enquiry.repository';
import { type EnquiryNote, EnquiryNoteRepository } from './notes/enquiry-note.repository';

export const NOTHING_TO_CHANGE = 'Send status, stage or assigneeId';
export const UNKNOWN_ASSIGNEE = 'assigneeId must be the id of an editor or administrator who has used the inbox';

/**
 * The lead pipeline (issue 36): stage and assignee changes, notes, and one enquiry with its notes and the same
 * address's earlier enquiries. Every change is audited by enquiry id, never with personal details.
 */
@Injectable()
export class EnquiryPipelineService {
  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly notes: EnquiryNoteRepository,
    private readonly inbox: EnquiryInboxService,
    private readonly staff: StaffDirectory,
    private readonly transactions: Transactions,
    private readonly audit: AuditLogger,
  ) {}

  async update(id: string, changes: UpdateEnquiryDto, actor: StaffUser, origin: RequestOrigin): Promise<EnquiryView> {
    const { status, stage, assigneeId } = changes;
    if (status === undefined && stage === undefined && assigneeId === undefined) throw new BadRequestException(NOTHING_TO_CHANGE);
    const stored = await this.enquiries.findById(id);
    if (!stored) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    if (assigneeId && !(await this.staff.assignable(assigneeId))) throw new BadRequestException(UNKNOWN_ASSIGNEE);

    if (status !== undefined) await this.inbox.setStatus(id, status, actor, origin);
    if (stage !== undefined || assigneeId !== undefined) {
      await this.transactions.run(async (transaction) => {
        if (stage !== undefined) await this.enquiries.setStage(id, stage, transaction);
        if (assigneeId !== undefined) await this.enquiries.setAssignee(id, assigneeId, transaction);
      });
    }
    if (stage !== undefined) {
      await this.audit.record({ event: 'enquiry.stage_changed', ...who(actor), itemId: id, reason: `stage ${stored.stage ?? 'none'} -> ${stage ?? 'none'}`, ...origin });
    }
    if (assigneeId !== undefined) {
      await this.audit.record({ event: 'enquiry.assigned', ...who(actor), itemId: id, reason: `assignee ${assigneeId ?? 'none'}`, ...origin });
    }
    return this.inbox.get(id);
  }

  /** Adds a note by the signed-in staff member; the enquiry counts as worked on from then. */
  async addNote(id: string, text: string, actor: StaffUser, origin: RequestOrigin): Promise<EnquiryNoteView> {
    const note = await this.transactions.run(async (transaction) => {
      if (!(await this.enquiries.findById(id))) throw new NotFoundException(ENQUIRY_NOT_FOUND);
      await this.enquiries.touch(id, transaction);
      return this.notes.insert({ enquiryId: id, text, byId: actor.userId, byName: actor.displayName }, transaction);
    });
    await this.audit.record({ event: 'enquiry.note_added', ...who(actor), itemId: id, ...origin });
    return toNoteView(note);
  }

  async detail(id: string): Promise<EnquiryDetailView> {
    const stored = await this.enquiries.findById(id);
    if (!stored) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    const [view, notes, earlier] = await Promise.all([this.inbox.get(id), this.notes.forEnquiry(id), this.enquiries.earlierFromSameAddress(stored)]);
    return { ...view, notes: notes.map(toNoteView), earlier };
  }
}

const who = (staff: StaffUser) => ({ userId: staff.userId, username: staff.username });

const toNoteView = (note: EnquiryNote): EnquiryNoteView => ({
  id: note.id,
  text: note.text,
  by: { id: note.byId, displayName: note.byName },
  at: note.at.toISOString(),
});
