import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { hasRoleAtLeast, type StaffAuthConfig, StaffEmailLookup, type StaffUser } from '@site/nest-server-kit';
import type { StaffReferenceView } from '@site/contracts';
import { type StaffMember, StaffMemberRepository } from './staff-member.repository';

/** Who may be assigned an enquiry (issue 36): the roles that may use the inbox. */
const ASSIGNABLE_ROLES = ['editor', 'administrator'] as const;

/**
 * The editors and administrators the inbox can assign, learnt the way this service learns about staff at all:
 * from the claims of their own verified session tokens (id, display name, role) when they use the inbox, and
 * their e-mail address, for reminders, from the auth service's GET /api/auth/me asked with that same token.
 * Someone who has never opened the inbox is not assignable yet.
 */
@Injectable()
export class StaffDirectory {
  private readonly logger = new Logger(StaffDirectory.name);
  private readonly emails: StaffEmailLookup;

  constructor(
    private readonly members: StaffMemberRepository,
    config: ConfigService,
  ) {
    this.emails = new StaffEmailLookup(config.getOrThrow<StaffAuthConfig>('auth').accountUrl, (id, email) => members.setEmail(id, email), this.logger);
  }

  /** Records the staff member behind an inbox request; their e-mail is looked up in the background. */
  async saw(staff: StaffUser, token: string | undefined): Promise<void> {
    await this.members.upsert({ id: staff.userId, displayName: staff.displayName, role: staff.role });
    this.emails.noteSession(staff.userId, token);
  }

  /** The assignable staff member with this id, or null. */
  async assignable(id: string): Promise<StaffMember | null> {
    const member = await this.members.findById(id);
    return member && hasRoleAtLeast(member.role, 'editor') ? member : null;
  }

  async assignees(): Promise<StaffReferenceView[]> {
    return (await this.members.withRoles(ASSIGNABLE_ROLES)).map(reference);
  }

  async references(ids: string[]): Promise<Map<string, StaffReferenceView>> {
    return new Map((await this.members.findByIds([...new Set(ids)])).map((member) => [member.id, reference(member)]));
  }
}

const reference = (member: StaffMember): StaffReferenceView => ({ id: member.id, displayName: member.displayName });
