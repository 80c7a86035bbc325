import { Logger, Module, type OnModuleDestroy, Inject } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CacheModule } from '../cache/cache.module';
import { ContentItemsModule } from '../content/content-items.module';
import { ContentMedia } from './content-media';
import type { MediaConfig } from './media.config';
import { MediaController } from './media.controller';
import { MediaErrorFilter } from './media-error.filter';
import { MediaLibrary } from './media-library';
import { MediaRepository } from './media.repository';
import { MultipartUploadInterceptor } from './multipart-upload.interceptor';
import { SharedImages } from './shared-images';
import { LocalMediaStorage } from './storage/local-media-storage';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { S3MediaStorage } from './storage/s3-media-storage';

/** The S3 driver when MEDIA_S3_BUCKET is set, else the local folder MEDIA_DIR. */
function chooseStorage(config: ConfigService): MediaStorage {
  const media = config.getOrThrow<MediaConfig>('media');
  const storage = media.s3 ? new S3MediaStorage(media.s3) : new LocalMediaStorage(media.directory);
  new Logger('MediaStorage').log(`Media files are kept in the ${storage.describe()}`);
  return storage;
}

@Module({
  // The items' owner names the items that use an image; a moved focal point empties the public answers' cache.
  imports: [CacheModule, ContentItemsModule],
  controllers: [MediaController],
  providers: [
    { provide: MEDIA_STORAGE, useFactory: chooseStorage, inject: [ConfigService] },
    MediaRepository,
    MediaLibrary,
    ContentMedia,
    MultipartUploadInterceptor,
    MediaErrorFilter,
    SharedImages,
  ],
  exports: [ContentMedia, SharedImages],
})
export class MediaModule implements OnModuleDestroy {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  onModuleDestroy(): void {
    if (this.storage instanceof S3MediaStorage) this.storage.close();
  }
}
