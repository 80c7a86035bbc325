import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { hasRoleAtLeast, type StaffAuthConfig, type StaffUser } from '@site/nest-server-kit';
import type { StaffReferenceView } from '@site/contracts';
import { type StaffMember, StaffMemberRepository } from './staff-member.repository';

/** Who may be assigned an enquiry (issue 36): the roles that may use the inbox. */
const ASSIGNABLE_ROLES = ['editor', 'administrator'] as const;
/** A staff member's e-mail address is looked up at most this often per instance. */
const EMAIL_LOOKUP_MS = 5 * 60 * 1000;
const ACCOUNT_TIMEOUT_MS = 3000;

/**
 * The editors and administrators the inbox can assign, learnt the way this service learns about staff at all:
 * from the claims of their own verified session tokens (id, display name, role) when they use the inbox, and
 * their e-mail address, for reminders, from the auth service's GET /api/auth/me asked with that same token.
 * Someone who has never opened the inbox is not assignable yet.
 */
@Injectable()
export class StaffDirectory {
  private readonly logger = new Logger(StaffDirectory.name);
  private readonly lookedUpAt = new Map<string, number>();
  /** auth-service's GET /api/auth/me, beside its key set (as the revoked-sessions list is). */
  private readonly accountUrl: URL;

  constructor(
    private readonly members: StaffMemberRepository,
    config: ConfigService,
  ) {
    this.accountUrl = new URL('../me', config.getOrThrow<StaffAuthConfig>('auth').jwksUrl);
  }

  /** Records the staff member behind an inbox request; their e-mail is looked up in the background. */
  async saw(staff: StaffUser, token: string | undefined): Promise<void> {
    await this.members.upsert({ id: staff.userId, displayName: staff.displayName, role: staff.role });
    const last = this.lookedUpAt.get(staff.userId);
    if (!token || (last !== undefined && Date.now() - last < EMAIL_LOOKUP_MS)) return;
    this.lookedUpAt.set(staff.userId, Date.now());
    void this.learnEmail(staff.userId, token);
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

  private async learnEmail(userId: string, token: string): Promise<void> {
    try {
      const response = await fetch(this.accountUrl, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(ACCOUNT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const account = (await response.json()) as { id?: unknown; email?: unknown };
      if (account.id !== userId) throw new Error('the answer is about someone else');
      await this.members.setEmail(userId, typeof account.email === 'string' ? account.email : null);
    } catch (error) {
      this.logger.warn(`The e-mail address of staff member ${userId} could not be looked up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const reference = (member: StaffMember): StaffReferenceView => ({ id: member.id, displayName: member.displayName });
