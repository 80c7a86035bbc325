import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { ApprovalView, FocalPoint, SocialImageView } from '@site/contracts';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { SiteCalendar } from '../calendar/site-calendar';
import { ContentMedia } from '../media/content-media';
import { SharedImages } from '../media/shared-images';
import { ReadinessService } from '../readiness/readiness.service';
import { Approvals } from '../reviews/approvals';
import { type RedirectTarget, SlugRedirects } from '../redirects/slug-redirects';
import { type CmsContentItem, type SavedCmsItem, toCmsContentItem } from './cms-content-item';
import { staleVersion } from './content-conflict';
import { type ContentFields, toContentFields } from './content-fields';
import { ContentItemsRepository, type ItemPage } from './content-items.repository';
import { refusalToCreate, refusalToDelete, refusalToUpdate } from './content-permissions';
import { ContentSaves } from './content-saves';
import { ContentWrites } from './content-writes';
import { CONTENT_NOT_FOUND, type ContentType } from './content.constants';
import type { ContentItem } from './content.entity';
import type { ContentListQueryDto } from './dto/content-list-query.dto';
import type { CreateContentDto } from './dto/create-content.dto';
import type { UpdateContentDto } from './dto/update-content.dto';
import { refuseWith } from './refuse-with';
import { renderedBody } from './rendered-body';
import { isWellFormedSlug } from './slug';

/** How many of the newest items a feed carries. */
const FEED_SIZE = 50;
/** What rendered_ladder holds for rows made before renderings were stored. */
const NOT_RENDERED = '';

/** A public item with `renderedContent`, the body as visitors see it (library images as <picture>). */
export type PublishedItem = Omit<ContentItem, 'renderedLadder'> & { imageFocus?: FocalPoint | null; socialImage?: SocialImageView | null };

/**
 * The rendering made at save (or re-made by the start-up step, RenderedBodies); only a row saved before
 * renderings were stored, which that step has not reached, is rendered here, with the same parser.
 */
function withRendering({ renderedLadder, ...item }: ContentItem): PublishedItem {
  return renderedLadder !== NOT_RENDERED ? item : { ...item, renderedContent: renderedBody(item.content).renderedContent };
}

/**
 * The content's rules: what visitors may read (published, dated today or earlier, not in the trash) and
 * what staff may change (content-permissions.ts). Answers are plain data; the answer layer
 * (PublicContentAnswers) caches and serialises the public ones.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly items: ContentItemsRepository,
    private readonly calendar: SiteCalendar,
    private readonly writes: ContentWrites,
    private readonly saves: ContentSaves,
    private readonly redirects: SlugRedirects,
    private readonly contentMedia: ContentMedia,
    private readonly audit: AuditLogger,
    private readonly readiness: ReadinessService,
    private readonly approvals: Approvals,
    private readonly sharedImages: SharedImages,
  ) {}

  publishedList(type?: ContentType): Promise<ContentItem[]> {
    return this.items.publishedList(this.calendar.today(), type);
  }

  /**
   * A listing's variant of the list: `fields=summary` leaves out the body, `limit`/`offset` give one page
   * as `{ items, total, offset, limit }`.
   */
  async publishedListing({ type, fields, limit, offset = 0 }: ContentListQueryDto): Promise<ContentItem[] | ItemPage<ContentItem>> {
    const found = await this.items.publishedPage(this.calendar.today(), { type, summary: fields === 'summary', limit, offset });
    // Cards crop the featured image around its focal point (issue 35).
    if (Array.isArray(found)) return this.sharedImages.withFocus(found);
    return { ...found, items: await this.sharedImages.withFocus(found.items) };
  }

  /** The newest published items of one type, with what a feed shows. */
  publishedFeed(type: ContentType): Promise<ContentItem[]> {
    return this.items.publishedForFeed(this.calendar.today(), type, FEED_SIZE);
  }

  publishedForSitemap(): Promise<ContentItem[]> {
    return this.items.publishedForSitemap(this.calendar.today());
  }

  /** The public item at this slug (of this type when given), with its body as visitors get it; null when there is none. */
  async publishedBySlug(slug: string, type?: ContentType): Promise<PublishedItem | null> {
    // Only a well-formed slug can name an item, so anything else is not looked up.
    if (!isWellFormedSlug(slug)) return null;
    const item = await this.items.publishedBySlug(this.calendar.today(), slug, type);
    return item && this.sharedImages.forPage(withRendering(item));
  }

  /** Where a public item that used to be at this slug is now; null when nowhere visitors may see. */
  movedTo(slug: string): Promise<RedirectTarget | null> {
    if (!isWellFormedSlug(slug)) return Promise.resolve(null);
    return this.redirects.publicTarget(slug, this.calendar.today());
  }

  async listAll(): Promise<CmsContentItem[]> {
    const items = await this.items.listForStaff();
    const today = this.calendar.today();
    return items.map((item) => toCmsContentItem(item, today));
  }

  /** One item for the editor, with its reviewers' approval of this version; 404 when unknown or in the trash. */
  async findForStaff(id: string): Promise<CmsContentItem & { approval: ApprovalView }> {
    const item = await this.items.findForStaff(id);
    if (!item) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    return { ...toCmsContentItem(item, this.calendar.today()), approval: await this.approvals.of(item) };
  }

  /** Creates the item as the given staff member's; a contributor may only create drafts (403). */
  async create(input: CreateContentDto, staff: StaffUser, origin: RequestOrigin): Promise<SavedCmsItem> {
    // Before any image is moved into the library: a contributor's publish is refused as it is.
    refuseWith(refusalToCreate(staff, input.status));
    const fields = await this.fieldsWithLibraryImages(input, staff);
    await this.contentMedia.assertAltText(fields);
    await this.assertReadyIfPublishing(fields);
    if (fields.status === 'published') await this.approvals.assertApprovedToPublish(fields.type, []);
    const item = await this.writes.run(fields.slug, async (tx) => {
      const result = await this.saves.insert(tx, fields, staff);
      return { result, change: { action: 'created', id: result.id } };
    });
    await this.audit.record({ event: 'content.created', ...who(staff), itemId: item.id, title: item.title, ...origin });
    return item;
  }

  /**
   * Replaces the item if the staff member's role and ownership allow it (403 says why not). A `version`
   * other than the stored one means someone else saved in between: 409 with the stored item. The row
   * lock makes two saves of the same version wait for each other, so only the first one wins. Images
   * without alt text are refused (400) only after those, so a stale save still shows its collision.
   */
  async update(id: string, input: UpdateContentDto, staff: StaffUser, origin: RequestOrigin): Promise<SavedCmsItem> {
    if (input.id !== undefined && input.id !== id) {
      throw new BadRequestException('The id in the body does not match the id in the URL');
    }
    const fields = await this.fieldsWithLibraryImages(input, staff);
    const item = await this.writes.run(fields.slug, async (tx) => {
      const stored = await this.items.lockForSave(tx, id);
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      refuseWith(refusalToUpdate(staff, stored, fields.status));
      if (input.version !== undefined && input.version !== stored.version) {
        throw staleVersion(await this.saves.read(tx, id));
      }
      await this.contentMedia.assertAltText(fields);
      await this.assertReadyIfPublishing(fields);
      if (fields.status === 'published') await this.approvals.assertApprovedToPublish(fields.type, [stored]);
      // An edit that leaves out the creation date keeps the stored one.
      const result = await this.saves.replace(tx, stored, { ...fields, dateCreated: input.dateCreated ?? stored.dateCreated }, staff, {
        redirectOldSlug: true,
      });
      return { result, change: { action: 'updated', id } };
    });
    await this.audit.record({ event: 'content.updated', ...who(staff), itemId: item.id, title: item.title, ...origin });
    return item;
  }

  /**
   * Moves the item to the trash if the staff member's role and ownership allow it. It leaves every public
   * answer and the staff list at once.
   */
  async remove(id: string, staff: StaffUser, origin: RequestOrigin): Promise<void> {
    refuseWith(refusalToDelete(staff));
    const { title } = await this.writes.run(undefined, async (tx) => {
      const stored = await this.items.lockForDelete(tx, id);
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      refuseWith(refusalToDelete(staff, stored));
      await this.items.moveToTrash(tx, id, { deletedAt: this.calendar.now(), deletedById: staff.userId, deletedByName: staff.displayName });
      return { result: { title: stored.title }, change: { action: 'deleted', id } };
    });
    await this.audit.record({ event: 'content.deleted', ...who(staff), itemId: id, title, ...origin });
  }

  /** A save that publishes or schedules is refused (422) for findings at the error level; a draft never is. */
  private async assertReadyIfPublishing(fields: ContentFields): Promise<void> {
    if (fields.status === 'published') await this.readiness.assertPublishable(fields);
  }

  /** The stored fields, with data: images moved into the media library (same checks as an upload; issue 25). */
  private async fieldsWithLibraryImages(input: CreateContentDto, staff: StaffUser): Promise<ContentFields> {
    return toContentFields(await this.contentMedia.prepare(input, staff), this.calendar.today());
  }
}
