import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import { ValidationFailedException } from '@site/nest-server-kit';
import type { Transaction } from '../database/transaction';
import { DECORATIVE_ATTRIBUTE, decodeImageDataUri, describeSource, imagesIn, rewriteImages } from './content-images';
import { MediaLibrary } from './media-library';
import { MediaRepository } from './media.repository';
import { parseMediaUrl } from './media-names';
import type { MediaItem } from './media.entity';
import { mainUrlOf } from './media-view';

/** What of an item this needs: its body and featured image. */
export interface ItemImages {
  content: string;
  imageUrl: string;
  imageAlt?: string | null;
  /** The image shared links show (issue 35), when it is not the featured image. */
  socialImageUrl?: string | null;
}

/**
 * The library's side of a content write: data: images moved into the library, alt text taken from the
 * library, publishing refused while an image has no alt text, and which images each item uses.
 */
@Injectable()
export class ContentMedia {
  constructor(
    private readonly library: MediaLibrary,
    private readonly media: MediaRepository,
  ) {}

  /**
   * Before the body is sanitised: every `data:` image becomes a library image (same checks as an upload;
   * 400 naming it otherwise), and images of the library without alt text of their own get the library's.
   * `onFailure` decides what an image that cannot be added does (the migration leaves it as it was).
   */
  async prepare<T extends ItemImages>(
    item: T,
    staff: StaffUser | null,
    onFailure: (src: string, problem: HttpException) => void = refuseImage,
  ): Promise<T> {
    const images = imagesIn(item.content);
    const moved = new Map<string, string>();
    for (const { src } of images) {
      if (!src.startsWith('data:') || moved.has(src)) continue;
      const media = await this.fromDataUri(src, staff).catch((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() < 500) {
          onFailure(src, error);
          return undefined;
        }
        throw error;
      });
      if (media) moved.set(src, mainUrlOf(media));
    }
    const library = await this.library.byHashes(
      [...images.map((image) => moved.get(image.src) ?? image.src), item.imageUrl].map((url) => parseMediaUrl(url)?.hash ?? '').filter(Boolean),
    );
    const needsRewrite = moved.size > 0 || images.some((image) => altFromLibrary(image.src, image, library) !== undefined);
    const content = needsRewrite
      ? rewriteImages(item.content, (attributes) => {
          const src = moved.get(attributes.src?.trim() ?? '') ?? attributes.src;
          const own = { alt: attributes.alt, decorative: DECORATIVE_ATTRIBUTE in attributes };
          const alt = altFromLibrary(src, own, library);
          return { ...attributes, src, ...(alt === undefined ? {} : alt === '' ? { alt: '', [DECORATIVE_ATTRIBUTE]: 'true' } : { alt }) };
        })
      : item.content;
    const featured = library.get(parseMediaUrl(item.imageUrl)?.hash ?? '');
    const imageAlt = (item.imageAlt ?? '').trim() === '' && featured?.alt ? featured.alt : item.imageAlt;
    return { ...item, content, imageAlt };
  }

  /** 400 naming every image of a published item that has neither alt text nor a decorative mark. */
  async assertAltText(item: ItemImages & { status: string }): Promise<void> {
    if (item.status !== 'published') return;
    const missing = imagesIn(item.content).filter((image) => (image.alt ?? '').trim() === '' && !image.decorative);
    const featured = parseMediaUrl(item.imageUrl);
    const library = await this.library.byHashes([...missing.map((image) => image.src), item.imageUrl].map((url) => parseMediaUrl(url)?.hash ?? '').filter(Boolean));
    const problems = missing.map((image) => `Add alt text to the image ${nameOf(image.src, library)} in the content (or mark it decorative) before publishing`);
    const featuredIsDecorative = featured !== undefined && library.get(featured.hash)?.alt === '';
    if ((item.imageAlt ?? '').trim() === '' && item.imageUrl.trim() !== '' && !featuredIsDecorative) {
      problems.push(`Add alt text to the featured image ${nameOf(item.imageUrl, library)} (or choose a library image marked decorative) before publishing`);
    }
    if (problems.length > 0) throw new ValidationFailedException(problems);
  }

  /** Records which library images the item uses, in the same transaction as the write. */
  async recordUsage(tx: Transaction, itemId: string, item: ItemImages): Promise<void> {
    const hashes = [...imagesIn(item.content).map((image) => image.src), item.imageUrl, item.socialImageUrl ?? '']
      .map((url) => parseMediaUrl(url)?.hash)
      .filter((hash): hash is string => hash !== undefined);
    await this.media.replaceUsages(tx, itemId, hashes);
  }

  private async fromDataUri(src: string, staff: StaffUser | null): Promise<MediaItem> {
    const image = decodeImageDataUri(src);
    if (!image) {
      throw new BadRequestException('only base64 data: URIs of JPEG, PNG, WebP, AVIF or GIF images are accepted');
    }
    return this.library.add(image.bytes, { fileName: `pasted-image.${image.mediaType.slice('image/'.length) || 'img'}`, alt: null }, staff);
  }
}

function refuseImage(src: string, problem: HttpException): never {
  throw new BadRequestException(`The image ${describeSource(src)} in the content cannot be added to the media library: ${problem.message}`);
}

/**
 * The alt an image should get from the library: undefined when it keeps its own (it has text, or is
 * marked decorative, or the library has nothing to say).
 */
function altFromLibrary(
  src: string | undefined,
  own: { alt?: string; decorative: boolean },
  library: Map<string, MediaItem>,
): string | undefined {
  if ((own.alt ?? '').trim() !== '' || own.decorative) return undefined;
  const alt = library.get(parseMediaUrl(src ?? '')?.hash ?? '')?.alt;
  return alt ?? undefined;
}

function nameOf(src: string, library: Map<string, MediaItem>): string {
  const media = library.get(parseMediaUrl(src)?.hash ?? '');
  return media ? `"${media.fileName}" (${src})` : describeSource(src);
}
