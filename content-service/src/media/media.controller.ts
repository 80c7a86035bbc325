import {
  BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Query, Req,
  UseFilters, UseInterceptors,
} from '@nestjs/common';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { Request } from 'express';
import type { RequestOrigin } from '../audit/audit-logger';
import { MediaErrorFilter } from './media-error.filter';
import { ALT_MAX_LENGTH, asksForAlt, MediaListQuery, requestedAlt, requestedFocalPoint, UpdateMediaDto } from './media.dto';
import { MediaLibrary } from './media-library';
import type { MediaView } from './media-view';
import { MultipartUploadInterceptor, UPLOAD_FIELD } from './multipart-upload.interceptor';

const mediaIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('The image id must be a valid UUID') });
const DEFAULT_PAGE = 50;

/** The media library (content-service README, "Media API"). Every role may upload; see MediaLibrary for the rest. */
@Controller('cms/media')
@RequireRole('contributor')
@UseFilters(MediaErrorFilter)
export class MediaController {
  constructor(private readonly library: MediaLibrary) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(MultipartUploadInterceptor)
  async upload(@Req() request: Request, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<MediaView> {
    const file = request.file;
    if (!file) {
      throw new BadRequestException(`Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
    }
    return this.library.upload(file.path, { fileName: file.originalname, alt: uploadedAlt(request.body) }, staff, origin);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: MediaListQuery): Promise<{ items: MediaView[]; total: number }> {
    return this.library.list(query.limit ?? DEFAULT_PAGE, query.offset ?? 0);
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  update(@Param('id', mediaIdPipe) id: string, @Body() body: UpdateMediaDto, @Staff() staff: StaffUser): Promise<MediaView> {
    const focalPoint = requestedFocalPoint(body);
    if (!asksForAlt(body) && !focalPoint) {
      throw new BadRequestException('Send alt (the text, "" for a decorative image, or null), decorative: true, or focalX and focalY');
    }
    return this.library.update(id, { alt: asksForAlt(body) ? requestedAlt(body) : undefined, focalPoint }, staff);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', mediaIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<void> {
    return this.library.remove(id, staff, origin);
  }
}

/** The upload form's `alt` and `decorative` fields: decorative wins; a blank alt is "not given". */
function uploadedAlt(fields: unknown): string | null {
  const { alt, decorative } = (fields ?? {}) as Record<string, unknown>;
  if (decorative === 'true') return '';
  if (alt !== undefined && typeof alt !== 'string') throw new BadRequestException('alt must be text');
  const text = alt?.trim() ?? '';
  if (text.length > ALT_MAX_LENGTH) throw new BadRequestException(`alt must be at most ${ALT_MAX_LENGTH} characters`);
  return text === '' ? null : text;
}
