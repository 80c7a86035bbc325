import { ConflictException, HttpException, HttpStatus } from '@nestjs/common';
import { describeUsage, type ItemReference } from './media-view';

/** 409: the image is still used; the answer lists where (MediaErrorFilter adds `usedBy`). */
export class MediaInUseException extends ConflictException {
  constructor(readonly usedBy: ItemReference[]) {
    super(`This image is used by ${usedBy.length === 1 ? 'an item' : `${usedBy.length} items`}: ${usedBy.map(describeUsage).join(', ')}. Remove it from them first.`);
  }
}

export function payloadTooLarge(maxBytes: number): HttpException {
  return new HttpException(`The file is larger than the ${formatBytes(maxBytes)} limit`, HttpStatus.PAYLOAD_TOO_LARGE);
}

export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
