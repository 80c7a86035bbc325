import { registerAs } from '@nestjs/config';
import { IsHttpUrl, validateEnvironment } from '@site/nest-server-kit';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import path from 'node:path';

const MB = 1024 * 1024;

class MediaEnvironment {
  @Min(1024, { message: 'MEDIA_MAX_BYTES must be at least 1024' })
  @Max(200 * MB, { message: 'MEDIA_MAX_BYTES must be at most 209715200 (200 MB)' })
  @IsInt({ message: 'MEDIA_MAX_BYTES must be a whole number of bytes' })
  MEDIA_MAX_BYTES: number = 20 * MB;

  @IsString()
  MEDIA_DIR: string = path.resolve(process.cwd(), '.data/media');

  @IsOptional()
  @IsString()
  MEDIA_S3_BUCKET?: string;

  @IsString()
  MEDIA_S3_REGION: string = 'us-east-1';

  @IsOptional()
  @IsHttpUrl({ message: 'MEDIA_S3_ENDPOINT must be an http:// or https:// URL' })
  MEDIA_S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  MEDIA_S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  MEDIA_S3_SECRET_ACCESS_KEY?: string;

  @IsIn(['true', 'false'], { message: 'MEDIA_S3_FORCE_PATH_STYLE must be "true" or "false"' })
  MEDIA_S3_FORCE_PATH_STYLE = 'false';

  @IsOptional()
  @IsHttpUrl({ message: 'MEDIA_PUBLIC_BASE_URL must be an http:// or https:// URL' })
  MEDIA_PUBLIC_BASE_URL?: string;
}

export interface S3MediaSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Where the objects can be fetched (nginx proxies /media/ there); tests fetch from it. */
  publicBaseUrl?: string;
}

export interface MediaConfig {
  maxBytes: number;
  /** 40 megapixels: a phone's largest photos are about 50 MP only in special modes; beyond that decoding costs too much memory. */
  maxPixels: number;
  /** The local folder (the default driver); unused when s3 is set. */
  directory: string;
  s3?: S3MediaSettings;
}

export const MAX_PIXELS = 40_000_000;

export const mediaConfig = registerAs('media', (): MediaConfig => {
  const environment = validateEnvironment(MediaEnvironment);
  const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = environment;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Invalid configuration: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together');
  }
  return {
    maxBytes: environment.MEDIA_MAX_BYTES,
    maxPixels: MAX_PIXELS,
    directory: path.resolve(environment.MEDIA_DIR),
    s3: environment.MEDIA_S3_BUCKET
      ? {
          bucket: environment.MEDIA_S3_BUCKET,
          region: environment.MEDIA_S3_REGION,
          endpoint: environment.MEDIA_S3_ENDPOINT,
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
          forcePathStyle: environment.MEDIA_S3_FORCE_PATH_STYLE === 'true',
          publicBaseUrl: environment.MEDIA_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  };
});
