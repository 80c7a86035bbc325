import { Injectable } from '@nestjs/common';
import { type FocalPoint, OPEN_GRAPH_IMAGE_SIZE, type SocialImageView, socialCardOf } from '@site/contracts';
import type { MediaItem } from './media.entity';
import { fallbackFormat, mediaFileName, mediaUrl, OPEN_GRAPH_WIDTH, parseMediaUrl } from './media-names';
import { MediaRepository } from './media.repository';
import { openGraphFileName } from './open-graph-images';

interface PublicImages {
  imageUrl: string;
  title: string;
  metaDescription: string;
  socialImageUrl: string;
}

/**
 * What the public answers add from the media library (issue 35): the featured image's focal point (hero and
 * cards use it as object-position) and, for one item's page, the image shared links show.
 */
@Injectable()
export class SharedImages {
  constructor(private readonly media: MediaRepository) {}

  async withFocus<T extends Pick<PublicImages, 'imageUrl'>>(items: T[]): Promise<Array<T & { imageFocus: FocalPoint | null }>> {
    const library = await this.libraryOf(items.map((item) => item.imageUrl));
    return items.map((item) => ({ ...item, imageFocus: focusOf(library.get(parseMediaUrl(item.imageUrl)?.hash ?? '')) }));
  }

  async forPage<T extends PublicImages>(item: T): Promise<T & { imageFocus: FocalPoint | null; socialImage: SocialImageView | null }> {
    const shared = socialCardOf(item).imageUrl;
    const library = await this.libraryOf([item.imageUrl, shared]);
    return {
      ...item,
      imageFocus: focusOf(library.get(parseMediaUrl(item.imageUrl)?.hash ?? '')),
      socialImage: socialImageOf(shared, library),
    };
  }

  private async libraryOf(urls: string[]): Promise<Map<string, MediaItem>> {
    const hashes = urls.map((url) => parseMediaUrl(url)?.hash).filter((hash): hash is string => hash !== undefined);
    return new Map((await this.media.byHashes(hashes)).map((media) => [media.hash, media]));
  }
}

function focusOf(media: MediaItem | undefined): FocalPoint | null {
  return media ? { focalX: media.focalX, focalY: media.focalY } : null;
}

/**
 * A library image with its original: the 1200 x 630 crop around its focal point. One uploaded before
 * originals were kept: its 1200 px variant. Another site's image: as it is, size unknown.
 */
function socialImageOf(url: string, library: Map<string, MediaItem>): SocialImageView | null {
  if (url === '') return null;
  const name = parseMediaUrl(url);
  const media = name && library.get(name.hash);
  if (!name || !media) return { url, width: null, height: null };
  if (media.originalFile) {
    return { url: mediaUrl(openGraphFileName(media.hash, media)), ...OPEN_GRAPH_IMAGE_SIZE };
  }
  const width = Math.min(media.width, OPEN_GRAPH_WIDTH);
  return {
    url: mediaUrl(mediaFileName(media.hash, media.width, media.height, { width, format: fallbackFormat(media.format) })),
    width,
    height: Math.round((media.height * width) / media.width),
  };
}
