import {
  ForbiddenException, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException, UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CENTRED_FOCAL_POINT, type FocalPoint } from '@site/contracts';
import { hasRoleAtLeast, type StaffUser } from '@site/nest-server-kit';
import { readFile, stat } from 'node:fs/promises';
import { who } from '../audit/audit-actor';
import { notifyContentChanged } from '../cache/content-changes.repository';
import { ContentCache } from '../cache/content-cache';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { ContentItemsRepository } from '../content/content-items.repository';
import type { Transaction } from '../database/transaction';
import { ImageTooLargeError, UndecodableImageError, contentHash, makeVariants } from './image-variants';
import { NOT_AN_ACCEPTED_IMAGE, sniffImageFormat } from './image-sniffing';
import type { MediaConfig } from './media.config';
import { MediaItem } from './media.entity';
import { MediaInUseException, payloadTooLarge } from './media-errors';
import { MediaRepository } from './media.repository';
import { type ItemReference, type MediaView, toMediaView } from './media-view';
import { CONTENT_TYPES } from './media-names';
import { makeOpenGraphImage, openGraphFileName } from './open-graph-images';
import { originalFileName } from './original-files';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

export const MEDIA_NOT_FOUND = 'Image not found';

export interface NewMedia {
  fileName: string;
  /** null: not given; '': decorative. */
  alt: string | null;
}

/**
 * The media library: adds images (checked, their variants made and stored), lists them with where they
 * are used, changes alt text and deletes. Images are processed one at a time per instance, so memory stays
 * bounded by one decoded photo however many staff upload at once.
 */
@Injectable()
export class MediaLibrary {
  private readonly logger = new Logger(MediaLibrary.name);
  private processing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly media: MediaRepository,
    private readonly items: ContentItemsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly config: ConfigService,
    private readonly audit: AuditLogger,
    private readonly cache: ContentCache,
  ) {}

  private get settings(): MediaConfig {
    return this.config.getOrThrow<MediaConfig>('media');
  }

  /**
   * Adds an image from a file path (an upload) or bytes (a data: URI). The same bytes added again give the
   * item already there. Refusals: 413 over MEDIA_MAX_BYTES, 415 not an accepted image, 422 over 40 megapixels.
   */
  async add(source: string | Buffer, details: NewMedia, staff: StaffUser | null): Promise<MediaItem> {
    const { maxBytes, maxPixels } = this.settings;
    const size = typeof source === 'string' ? (await stat(source)).size : source.length;
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    const format = await sniffImageFormat(source);
    if (!format) throw new UnsupportedMediaTypeException(NOT_AN_ACCEPTED_IMAGE);
    const hash = await contentHash(source);
    const existing = await this.media.findByHash(hash);
    if (existing) return existing;

    const stored: string[] = [];
    const originalFile = originalFileName(hash);
    const processed = await this.oneAtATime(async () => {
      const made = await makeVariants(source, format, hash, maxPixels, async (name, data, contentType) => {
        await this.storage.put(name, data, contentType);
        stored.push(name);
      });
      // Kept as it came (metadata too: never served), so later crops and sizes start from every pixel.
      const bytes = typeof source === 'string' ? await readFile(source) : source;
      await this.storage.putOriginal(originalFile, bytes, CONTENT_TYPES[format]);
      const openGraph = openGraphFileName(hash, CENTRED_FOCAL_POINT);
      await this.storage.put(openGraph, await makeOpenGraphImage(bytes, CENTRED_FOCAL_POINT, maxPixels), CONTENT_TYPES.jpeg);
      stored.push(openGraph);
      return made;
    }).catch(async (error: unknown) => {
      await this.storage.remove(stored).catch(() => undefined);
      await this.storage.removeOriginals([originalFile]).catch(() => undefined);
      if (error instanceof ImageTooLargeError) throw new UnprocessableEntityException(error.message);
      if (error instanceof UndecodableImageError) throw new UnsupportedMediaTypeException(error.message);
      throw error;
    });
    // Two uploads of the same new file at once: the second insert does nothing and both read the first's row.
    return this.media.insertOrKeep({
      hash,
      fileName: details.fileName.slice(0, 255) || 'image',
      format,
      width: processed.width,
      height: processed.height,
      originalWidth: processed.original.width,
      originalHeight: processed.original.height,
      originalFile,
      bytes: size,
      alt: details.alt,
      variants: processed.variants,
      createdById: staff?.userId ?? null,
      createdByName: staff?.displayName ?? null,
    });
  }

  /** A staff member's upload: added as by add(), audited, answered with where it is used. */
  async upload(path: string, details: NewMedia, staff: StaffUser, origin: RequestOrigin): Promise<MediaView> {
    const media = await this.add(path, details, staff);
    await this.audit.record({ event: 'media.uploaded', ...who(staff), itemId: media.id, title: media.fileName, ...origin });
    return this.view(media);
  }

  async view(media: MediaItem): Promise<MediaView> {
    const usages = await this.usagesOf([media.id]);
    return toMediaView(media, usages.get(media.id) ?? []);
  }

  /** Newest first, one page, each with the items that use it. */
  async list(limit: number, offset: number): Promise<{ items: MediaView[]; total: number }> {
    const [items, total] = await this.media.page(limit, offset);
    const usages = await this.usagesOf(items.map((item) => item.id));
    return { items: items.map((item) => toMediaView(item, usages.get(item.id) ?? [])), total };
  }

  /** Changes the alt text (undefined: left as it is) and the focal point (undefined: left as it is). */
  async update(id: string, change: { alt?: string | null; focalPoint?: FocalPoint }, staff: StaffUser): Promise<MediaView> {
    const media = await this.media.findById(id);
    if (!media) throw new NotFoundException(MEDIA_NOT_FOUND);
    refuseOthersUpload(media, staff, change.alt === undefined ? 'change the focal point of' : 'change the alt text of');
    let changed = media;
    if (change.alt !== undefined) {
      await this.media.setAlt(id, change.alt);
      changed = { ...changed, alt: change.alt };
    }
    if (change.focalPoint) {
      await this.moveFocalPoint(media, change.focalPoint);
      changed = { ...changed, ...change.focalPoint };
    }
    return this.view(changed);
  }

  /**
   * Stores the point and makes the Open Graph crop around it from the original (before the row changes, so
   * no page names a file not yet made); the crop of the old point is removed. Images uploaded before
   * originals were kept get no crop: their pages keep the 1200 px variant.
   */
  private async moveFocalPoint(media: MediaItem, point: FocalPoint): Promise<void> {
    const { originalFile } = media;
    if (originalFile) {
      const made = await this.oneAtATime(async () => makeOpenGraphImage(await this.storage.readOriginal(originalFile), point, this.settings.maxPixels));
      await this.storage.put(openGraphFileName(media.hash, point), made, CONTENT_TYPES.jpeg);
    }
    // Public answers and pages show the point (object-position, og:image): every instance's cache is emptied.
    await this.media.transaction(async (tx) => {
      await this.media.setFocalPoint(tx, media.id, point.focalX, point.focalY);
      await notifyContentChanged(tx, { action: 'updated' }, this.cache.instanceId);
    });
    this.cache.invalidateAll();
    const old = openGraphFileName(media.hash, media);
    if (originalFile && old !== openGraphFileName(media.hash, point)) {
      await this.storage.remove([old]).catch(() => undefined);
    }
  }

  /** Deletes the image and its files; 409 (listing them) while items use it. */
  async remove(id: string, staff: StaffUser, origin: RequestOrigin): Promise<void> {
    const names = await this.media.transaction(async (tx) => {
      const media = await this.media.lock(tx, id);
      if (!media) throw new NotFoundException(MEDIA_NOT_FOUND);
      refuseOthersUpload(media, staff, 'delete');
      const usedBy = (await this.usagesOf([id], tx)).get(id) ?? [];
      if (usedBy.length > 0) throw new MediaInUseException(usedBy);
      await this.media.delete(tx, id);
      const openGraph = media.originalFile ? [openGraphFileName(media.hash, media)] : [];
      return { variants: [...media.variants.map((variant) => variant.name), ...openGraph], originals: media.originalFile ? [media.originalFile] : [] };
    });
    // The row is gone first: a file left behind by a failed removal is harmless, a row without files is not.
    await Promise.all([this.storage.remove(names.variants), this.storage.removeOriginals(names.originals)]).catch((error: unknown) => {
      this.logger.warn({ message: 'Media files could not be removed', id, error: String(error) });
    });
    await this.audit.record({ event: 'media.deleted', ...who(staff), itemId: id, ...origin });
  }

  /** Library images by content hash (the hash every /media/ URL carries). */
  async byHashes(hashes: readonly string[]): Promise<Map<string, MediaItem>> {
    const items = await this.media.byHashes(hashes);
    return new Map(items.map((item) => [item.hash, item]));
  }

  /** The items using each image (those in the trash marked), by title; titles come from the items' owner. */
  private async usagesOf(ids: string[], tx?: Transaction): Promise<Map<string, ItemReference[]>> {
    const usages = new Map<string, ItemReference[]>();
    const pairs = await this.media.usages(ids, tx);
    const titles = await this.items.titles(pairs.map((pair) => pair.itemId), tx);
    for (const { id, title, inTrash } of titles) {
      const item: ItemReference = inTrash ? { id, title, inTrash: true } : { id, title };
      for (const pair of pairs.filter((usage) => usage.itemId === id)) {
        usages.set(pair.mediaId, [...(usages.get(pair.mediaId) ?? []), item]);
      }
    }
    return usages;
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = this.processing.then(work, work);
    this.processing = result.catch(() => undefined);
    return result;
  }
}

/** Contributors and authors may change and delete their own uploads; editors and administrators anyone's. */
function refuseOthersUpload(media: MediaItem, staff: StaffUser, action: string): void {
  if (media.createdById !== staff.userId && !hasRoleAtLeast(staff.role, 'editor')) {
    throw new ForbiddenException(`Your role (${staff.role}) cannot ${action} someone else's upload: editors and administrators only`);
  }
}
