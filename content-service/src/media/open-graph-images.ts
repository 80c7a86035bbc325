import { type FocalPoint, OPEN_GRAPH_IMAGE_SIZE } from '@site/contracts';
import sharp from 'sharp';

/**
 * The Open Graph image of a library image (issue 35): the largest 1200:630 region of the original whose
 * centre is as near its focal point as the edges allow, scaled to 1200 x 630, as JPEG (what every network
 * reads). Its name carries the focal point, so a moved point is a new file and caches never mix the two.
 */
export function openGraphFileName(hash: string, point: FocalPoint): string {
  const thousandths = (value: number) => String(Math.round(value * 1000));
  return `${hash}-og-${thousandths(point.focalX)}-${thousandths(point.focalY)}-${OPEN_GRAPH_IMAGE_SIZE.width}x${OPEN_GRAPH_IMAGE_SIZE.height}.jpeg`;
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The crop of an upright image of this size: full width or full height, centred on the point, kept inside. */
export function openGraphRegion(size: { width: number; height: number }, point: FocalPoint): CropRegion {
  const ratio = OPEN_GRAPH_IMAGE_SIZE.width / OPEN_GRAPH_IMAGE_SIZE.height;
  const width = Math.min(size.width, Math.round(size.height * ratio));
  const height = Math.min(size.height, Math.round(width / ratio));
  const place = (centre: number, span: number, whole: number) => Math.min(whole - span, Math.max(0, Math.round(centre * whole - span / 2)));
  return { left: place(point.focalX, width, size.width), top: place(point.focalY, height, size.height), width, height };
}

export async function makeOpenGraphImage(original: Buffer, point: FocalPoint, maxPixels: number): Promise<Buffer> {
  // The region is measured on the picture as people see it: sharp extracts after autoOrient when called in this order.
  const { autoOrient } = await sharp(original).metadata();
  return sharp(original, { limitInputPixels: maxPixels })
    .autoOrient()
    .extract(openGraphRegion(autoOrient, point))
    .resize(OPEN_GRAPH_IMAGE_SIZE.width, OPEN_GRAPH_IMAGE_SIZE.height)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
