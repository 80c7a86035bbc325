import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3MediaSettings } from '../media.config';
import { MEDIA_CACHE_CONTROL } from '../media-names';
import type { MediaStorage } from './media-storage';

/** S3 lets one DeleteObjects call name at most 1000 keys. */
const DELETE_BATCH = 1000;

/**
 * Any S3-compatible object store, for deployments beyond one machine. Objects are kept under `media/` with
 * the headers nginx would send (type and immutable caching), so the bucket can be served as it is: nginx
 * proxies /media/ to MEDIA_PUBLIC_BASE_URL (README, "Media").
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3MediaSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: many S3-compatible stores refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: keyOf(name),
      Body: data,
      ContentType: contentType,
      CacheControl: MEDIA_CACHE_CONTROL,
    }));
  }

  async putOriginal(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: originalKeyOf(name), Body: data, ContentType: contentType }));
  }

  async readOriginal(name: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: originalKeyOf(name) }));
    if (!object.Body) throw new Error(`The original ${name} is empty in the bucket`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  removeOriginals(names: readonly string[]): Promise<void> {
    return this.removeKeys(names.map(originalKeyOf));
  }

  remove(names: readonly string[]): Promise<void> {
    return this.removeKeys(names.map(keyOf));
  }

  private async removeKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await this.client.send(new DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
      }));
    }
  }

  describe(): string {
    return `bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  close(): void {
    this.client.destroy();
  }
}

/** The object key mirrors the site path, so MEDIA_PUBLIC_BASE_URL + /media/<name> is the object. */
export function keyOf(name: string): string {
  return `media/${name}`;
}

/** Originals live outside `media/`, so nginx's proxy of /media/ to the bucket can never reach them. */
export function originalKeyOf(name: string): string {
  return `originals/${name}`;
}
