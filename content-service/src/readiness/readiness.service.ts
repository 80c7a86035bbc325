import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  blockingRules, checkReadiness, DEFAULT_READINESS_LEVELS, type InboundLinksView, libraryImageSize, linkedItemPath, publicItemPath,
  READINESS_RULES, type ReadinessContextView, type ReadinessFinding, type ReadinessLevels, type ReadinessRequest,
} from '@site/contracts';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { SiteCalendar } from '../calendar/site-calendar';
import type { AppConfig } from '../config/app.config';
import { ContentItemsRepository } from '../content/content-items.repository';
import { CONTENT_NOT_FOUND, type ContentType } from '../content/content.constants';
import { bodyOutline } from './body-outline';
import { unknownLevels } from './dto/readiness.dto';
import { NotReadyException } from './not-ready';
import { ReadinessLevelsRepository } from './readiness-levels.repository';

/**
 * Readiness checks (issue 35 item 2): the rules of @site/contracts, which the editor runs too, with what
 * only the service knows: the levels an administrator set, which items are public, a library image's size.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly levelsRepository: ReadinessLevelsRepository,
    private readonly items: ContentItemsRepository,
    private readonly calendar: SiteCalendar,
    private readonly config: ConfigService,
    private readonly audit: AuditLogger,
  ) {}

  private get siteUrl(): string {
    return this.config.getOrThrow<AppConfig>('app').siteUrl;
  }

  async levels(): Promise<ReadinessLevels> {
    const levels = { ...DEFAULT_READINESS_LEVELS };
    for (const { ruleId, level } of await this.levelsRepository.all()) {
      if ((READINESS_RULES as readonly string[]).includes(ruleId)) levels[ruleId as keyof ReadinessLevels] = level;
    }
    return levels;
  }

  async setLevels(given: Record<string, unknown>, staff: StaffUser, origin: RequestOrigin): Promise<ReadinessLevels> {
    const problems = unknownLevels(given);
    if (problems.length > 0) throw new BadRequestException(problems);
    const changes = Object.entries(given).map(([ruleId, level]) => ({ ruleId, level: level as ReadinessLevels[keyof ReadinessLevels] }));
    await this.levelsRepository.set(changes, staff.userId);
    await this.audit.record({ event: 'settings.readiness-changed', ...who(staff), title: changes.map((change) => `${change.ruleId}: ${change.level}`).join(', '), ...origin });
    return this.levels();
  }

  async context(): Promise<ReadinessContextView> {
    return { levels: await this.levels(), publishedItemPaths: [...(await this.publishedItemPaths())] };
  }

  async findings(request: ReadinessRequest): Promise<ReadinessFinding[]> {
    const [levels, publishedItemPaths] = await Promise.all([this.levels(), this.publishedItemPaths()]);
    const socialImageSize = libraryImageSize(request.socialImageUrl?.trim() || request.imageUrl);
    return checkReadiness(request, bodyOutline(request.content ?? ''), { levels, siteOrigin: this.siteUrl, publishedItemPaths, socialImageSize });
  }

  /** Refuses (422, naming the rules) an item with findings at the error level; called for saves that publish or schedule. */
  async assertPublishable(request: ReadinessRequest): Promise<void> {
    const findings = await this.findings(request);
    const rules = blockingRules(findings);
    if (rules.length > 0) throw new NotReadyException(rules, findings.filter((finding) => finding.level === 'error'));
  }

  async inboundLinksOf(id: string): Promise<InboundLinksView> {
    const item = await this.items.findForStaff(id);
    if (!item) throw new NotFoundException(CONTENT_NOT_FOUND);
    return this.inboundLinks(item);
  }

  /** The public items whose body links to this item's page ("linked from N" when it is trashed or unpublished). */
  async inboundLinks(item: { id: string; type: ContentType; slug: string }): Promise<InboundLinksView> {
    const path = publicItemPath(item.type, item.slug);
    const candidates = await this.items.publishedBodiesContaining(this.calendar.today(), path, item.id);
    const linking = candidates.filter((candidate) =>
      bodyOutline(candidate.content).links.some((link) => linkedItemPath(link.href, this.siteUrl) === path));
    return { count: linking.length, items: linking.map(({ id, title }) => ({ id, title })) };
  }

  private async publishedItemPaths(): Promise<Set<string>> {
    const items = await this.items.publishedForSitemap(this.calendar.today());
    return new Set(items.map((item) => publicItemPath(item.type, item.slug)));
  }
}
