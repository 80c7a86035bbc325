import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  CONTENT_TYPES, LARGEST_WIDTH, fallbackFormat, mediaFileName, type MediaFormat, variantSpecs, type VariantSpec,
} from './media-names';

// One libvips thread per image and no operation cache: an upload is rare and each file is read once, so
// caching decoded images would only raise the service's memory, and more threads would take both cores
// from the public pages this service also renders. A 4000 x 3000 photo still makes its variants in seconds.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Encoder settings: visually close to the original at a fraction of its weight. AVIF at quality 45: the
 * 960 px variant of a textured 4000 x 3000 photo (what a 390-412 px phone picks at DPR 1.75-2) weighs about
 * 92 KB, against 122 KB at 50, under the 120 KB; effort 2, because effort 4 took eight times as
 * long for 3 % less.
 */
const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 45, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
  gif: (image) => image.gif(),
};

export interface ImageSize {
  width: number;
  height: number;
}

export interface StoredVariant {
  name: string;
  width: number;
  format: MediaFormat;
  bytes: number;
}

export interface ProcessedImage {
  hash: string;
  format: MediaFormat;
  /** Size of the largest variant (the one named by `url`). */
  width: number;
  height: number;
  original: ImageSize;
  variants: StoredVariant[];
}

export class ImageTooLargeError extends Error {}
export class UndecodableImageError extends Error {}

/** First 16 hex digits of the SHA-256 of the bytes: the content hash in every file name. */
export async function contentHash(source: string | Buffer): Promise<string> {
  const hash = createHash('sha256');
  if (typeof source === 'string') {
    for await (const chunk of createReadStream(source)) hash.update(chunk as Buffer);
  } else {
    hash.update(source);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The size a photo is shown at (EXIF orientations 5 to 8 turn it a quarter); one frame of an animation. */
function orientedSize(metadata: Metadata, animated: boolean): ImageSize {
  const { width, height } = metadata.autoOrient;
  return { width, height: animated ? (metadata.pageHeight ?? height) : height };
}

async function readMetadata(source: string | Buffer, animated: boolean): Promise<Metadata> {
  try {
    return await sharp(source, { animated }).metadata();
  } catch {
    throw new UndecodableImageError('The image cannot be read: the file is damaged or not a complete image');
  }
}

/**
 * Makes every variant of an image (README, "File names") and hands each to `store` as soon as it is
 * encoded, one at a time, so only one decoded copy is in memory. Orientation is applied and every
 * metadata block (EXIF, GPS, XMP, IPTC, comments; the ICC profile after conversion to sRGB) is left out:
 * sharp writes none unless asked.
 */
export async function makeVariants(
  source: string | Buffer,
  format: MediaFormat,
  hash: string,
  maxPixels: number,
  store: (name: string, data: Buffer, contentType: string) => Promise<void>,
): Promise<ProcessedImage> {
  const animated = format === 'gif';
  const original = orientedSize(await readMetadata(source, animated), animated);
  if (original.width * original.height > maxPixels) {
    throw new ImageTooLargeError(
      `The image is ${(original.width * original.height / 1e6).toFixed(1)} megapixels (${original.width} x ${original.height}); the limit is ${maxPixels / 1e6} megapixels`,
    );
  }
  const width = Math.min(original.width, LARGEST_WIDTH);
  const height = Math.max(1, Math.round((original.height * width) / original.width));
  const variants: StoredVariant[] = [];
  for (const spec of variantSpecs(width, fallbackFormat(format))) {
    const data = await encode(source, spec, animated, maxPixels);
    const name = mediaFileName(hash, width, height, spec);
    await store(name, data, CONTENT_TYPES[spec.format]);
    variants.push({ name, width: spec.width, format: spec.format, bytes: data.length });
  }
  return { hash, format, width, height, original, variants };
}

async function encode(source: string | Buffer, spec: VariantSpec, animated: boolean, maxPixels: number): Promise<Buffer> {
  const decoded = sharp(source, { animated, limitInputPixels: maxPixels });
  // A GIF has no orientation to apply (and libvips cannot turn an animation).
  const image = (animated ? decoded : decoded.autoOrient()).resize({ width: spec.width, withoutEnlargement: true });
  try {
    return await ENCODERS[spec.format](image).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageTooLargeError(`The image is larger than ${maxPixels / 1e6} megapixels`);
    }
    throw new UndecodableImageError('The image cannot be read: the file is damaged or not a complete image');
  }
}
