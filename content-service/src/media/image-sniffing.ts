import FileType from 'file-type';
import type { MediaFormat } from './media-names';

/** What file-type reads from the first bytes, for the formats the library accepts. */
const ACCEPTED: Record<string, MediaFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

export const NOT_AN_ACCEPTED_IMAGE = 'The file is not a JPEG, PNG, WebP, AVIF or GIF image (SVG and other files are not accepted)';

/** The image format the bytes say (never the name or the declared type), or undefined if not one we accept. */
export async function sniffImageFormat(source: string | Buffer): Promise<MediaFormat | undefined> {
  const detected = typeof source === 'string' ? await FileType.fromFile(source) : await FileType.fromBuffer(source);
  return detected ? ACCEPTED[detected.mime] : undefined;
}
