import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  type CreatedReviewLinkView, REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_GONE, REVIEW_LINK_NOT_FOUND, type ReviewDecisionRequest,
  type ReviewDecisionView, type ReviewLinkView, refusalToShare, reviewPath,
} from '@site/contracts';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { SiteCalendar } from '../calendar/site-calendar';
import type { AppConfig } from '../config/app.config';
import { ContentItemsRepository } from '../content/content-items.repository';
import { CONTENT_NOT_FOUND } from '../content/content.constants';
import type { ContentItem } from '../content/content.entity';
import { refuseWith } from '../content/refuse-with';
import { DecisionNotices } from './decision-notices';
import { decisionView } from './review-decision-view';
import { ReviewDecisionsRepository } from './review-decisions.repository';
import { ReviewLimiter } from './review-limiter';
import { ReviewLinksRepository, type StoredReviewLink } from './review-links.repository';
import { hashReviewToken, isWellFormedReviewToken, newReviewToken } from './review-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link a reviewer opened, and the item as it is now. */
export interface OpenReview {
  link: StoredReviewLink;
  item: ContentItem;
}

/**
 * Review links (issue 35 item 1): staff make, list and revoke them; anyone holding one reads the item and
 * approves it or asks for changes, on the version they read (the item's author is e-mailed). A link past its expiry or revoked is gone (410).
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly links: ReviewLinksRepository,
    private readonly decisions: ReviewDecisionsRepository,
    private readonly items: ContentItemsRepository,
    private readonly limiter: ReviewLimiter,
    private readonly calendar: SiteCalendar,
    private readonly config: ConfigService,
    private readonly audit: AuditLogger,
    private readonly notices: DecisionNotices,
  ) {}

  async create(itemId: string, expiresInDays: number | undefined, staff: StaffUser, origin: RequestOrigin): Promise<CreatedReviewLinkView> {
    const item = await this.shareableItem(itemId, staff);
    const token = newReviewToken();
    const expiresAt = new Date(this.calendar.now().getTime() + (expiresInDays ?? REVIEW_LINK_DEFAULT_DAYS) * DAY_MS);
    const link = await this.links.insert({ itemId, tokenHash: hashReviewToken(token), createdById: staff.userId, createdByName: staff.displayName, expiresAt });
    await this.audit.record({ event: 'content.review-shared', ...who(staff), itemId, title: item.title, ...origin });
    return { id: link.id, url: `${this.config.getOrThrow<AppConfig>('app').siteUrl}${reviewPath(token)}`, expiresAt: link.expiresAt.toISOString() };
  }

  async list(itemId: string): Promise<ReviewLinkView[]> {
    const item = await this.items.findForStaff(itemId);
    if (!item) throw new NotFoundException(CONTENT_NOT_FOUND);
    const links = await this.links.ofItem(itemId);
    const decisions = await this.decisions.ofLinks(links.map((link) => link.id));
    return links.map((link) => ({
      id: link.id,
      createdAt: link.createdAt.toISOString(),
      createdBy: link.createdById ? { id: link.createdById, displayName: link.createdByName ?? '' } : null,
      expiresAt: link.expiresAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
      decisions: decisions.filter((decision) => decision.linkId === link.id).map(decisionView),
    }));
  }

  async revoke(linkId: string, staff: StaffUser, origin: RequestOrigin): Promise<void> {
    const link = await this.links.byId(linkId);
    if (!link) throw new NotFoundException(REVIEW_LINK_NOT_FOUND);
    const item = await this.shareableItem(link.itemId, staff);
    await this.links.revoke(linkId, this.calendar.now());
    await this.audit.record({ event: 'content.review-revoked', ...who(staff), itemId: item.id, title: item.title, ...origin });
  }

  /** The link and its item for the review page; counts a view (30 a minute per link). */
  async open(token: string): Promise<OpenReview> {
    const open = await this.live(token);
    await this.limiter.admit(open.link.id, 'view');
    return open;
  }

  /** Records the decision on the item's current version (409 when the reviewer read an older one). */
  async decide(request: ReviewDecisionRequest & { version?: number }, origin: RequestOrigin): Promise<{ decision: ReviewDecisionView; item: ContentItem }> {
    const { link, item } = await this.live(request.token);
    await this.limiter.admit(link.id, 'decision');
    if (request.version !== undefined && request.version !== item.version) {
      throw new ConflictException('The draft was changed since you opened it: reload the page, read it again and decide on the new version.');
    }
    const stored = await this.decisions.insert({
      linkId: link.id, itemId: item.id, version: item.version,
      name: request.name.trim(), email: request.email.trim(), decision: request.decision, comment: request.comment?.trim() ?? '',
    });
    await this.audit.record({
      event: request.decision === 'approve' ? 'content.review-approved' : 'content.review-changes-requested',
      userId: null, username: null, itemId: item.id, title: item.title,
      reason: `${stored.name} <${stored.email}> on version ${stored.version}${stored.comment ? `: ${stored.comment}` : ''}`, ...origin,
    });
    await this.notices.tellAuthor(item, stored);
    return { decision: decisionView(stored), item };
  }

  /** A link that may be used now, with its item; 404 for no such link, 410 once revoked, expired or its item trashed. */
  private async live(token: string): Promise<OpenReview> {
    const link = isWellFormedReviewToken(token) ? await this.links.byTokenHash(hashReviewToken(token)) : null;
    if (!link) throw new NotFoundException(REVIEW_LINK_NOT_FOUND);
    if (link.revokedAt !== null || link.expiresAt <= this.calendar.now()) throw new GoneException(REVIEW_LINK_GONE);
    const item = await this.items.findForStaff(link.itemId);
    if (!item) throw new GoneException(REVIEW_LINK_GONE);
    return { link, item };
  }

  private async shareableItem(itemId: string, staff: StaffUser): Promise<ContentItem> {
    const item = await this.items.findForStaff(itemId);
    if (!item) throw new NotFoundException(CONTENT_NOT_FOUND);
    refuseWith(refusalToShare(staff, item));
    return item;
  }
}
