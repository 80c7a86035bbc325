import { ConflictException, Injectable } from '@nestjs/common';
import {
  type ApprovalView, approvalRequiredMessage, CONTENT_TYPES, type ContentType, NO_APPROVAL, type PublishingSettingsView, type ReviewDecisionView,
} from '@site/contracts';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { PublishingSettingsRepository } from './publishing-settings.repository';
import { decisionView } from './review-decision-view';
import { ReviewDecisionsRepository } from './review-decisions.repository';

/**
 * An item's approval is the newest reviewer decision on its current version: every save raises the
 * version, so any later save leaves it `none`. Administrators may require an approval per type before
 * an item is published or scheduled.
 */
@Injectable()
export class Approvals {
  constructor(
    private readonly decisions: ReviewDecisionsRepository,
    private readonly settingsRepository: PublishingSettingsRepository,
    private readonly audit: AuditLogger,
  ) {}

  async of(item: { id: string; version: number }): Promise<ApprovalView> {
    const newest = await this.decisions.newestOn(item.id, item.version);
    if (!newest) return NO_APPROVAL;
    return {
      status: newest.decision === 'approve' ? 'approved' : 'changes-requested',
      version: newest.version,
      by: { name: newest.name, email: newest.email },
      at: newest.at.toISOString(),
    };
  }

  /** Every decision on the item, oldest first, for its revisions list. */
  async decisionsOn(itemId: string): Promise<ReviewDecisionView[]> {
    return (await this.decisions.ofItem(itemId)).map(decisionView);
  }

  async settings(): Promise<PublishingSettingsView> {
    const approvalRequired = Object.fromEntries(CONTENT_TYPES.map((type) => [type, false])) as Record<ContentType, boolean>;
    for (const row of await this.settingsRepository.all()) approvalRequired[row.type] = row.approvalRequired;
    return { approvalRequired };
  }

  async setSettings(approvalRequired: Partial<Record<ContentType, boolean>>, staff: StaffUser, origin: RequestOrigin): Promise<PublishingSettingsView> {
    // The DTO's class declares every type, so a type left out is present as undefined.
    const changes = Object.entries(approvalRequired)
      .filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')
      .map(([type, required]) => ({ type: type as ContentType, approvalRequired: required }));
    await this.settingsRepository.set(changes, staff.userId);
    await this.audit.record({
      event: 'settings.publishing-changed', ...who(staff),
      title: changes.map((change) => `approval required for ${change.type}: ${change.approvalRequired ? 'yes' : 'no'}`).join(', '), ...origin,
    });
    return this.settings();
  }

  /**
   * A save that publishes or schedules an item of a type that needs approval is refused (409) unless one of
   * the `approvable` versions is approved: for an edit, the stored version (the one the reviewers saw); for a
   * restore, that or the restored revision's own version. A new item has none.
   */
  async assertApprovedToPublish(type: ContentType, approvable: Array<{ id: string; version: number }>): Promise<void> {
    if (!(await this.settings()).approvalRequired[type]) return;
    for (const version of approvable) {
      if ((await this.of(version)).status === 'approved') return;
    }
    throw new ConflictException(approvalRequiredMessage(type));
  }
}
