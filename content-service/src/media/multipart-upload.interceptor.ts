import {
  BadRequestException, type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
import multer from 'multer';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Observable, finalize, from, switchMap } from 'rxjs';
import type { MediaConfig } from './media.config';
import { payloadTooLarge } from './media-errors';

/** Room for the multipart boundaries and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const UPLOAD_FIELD = 'file';

/**
 * Streams the `file` field of a multipart upload to a temporary file (never into memory), up to
 * MEDIA_MAX_BYTES, then removes it once the handler is done. Runs after the token guard, so nobody without
 * a valid token gets a byte stored. A body announced as too large is refused before it is read.
 *
 * A refusal keeps the connection open and the rest of the body is read and dropped (Node's server does so for
 * a body nobody reads; multer does after its own errors). Closing instead, with the body still arriving,
 * resets the connection: nginx, still sending the body, then answered 502 in about one upload of two, and a
 * browser talking to the service directly may see the reset before the answer (issue 35). nginx's
 * client_max_body_size bounds what is read.
 */
@Injectable()
export class MultipartUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<multer.Multer['single']>;
  private readonly maxBytes: number;

  constructor(config: ConfigService) {
    this.maxBytes = config.getOrThrow<MediaConfig>('media').maxBytes;
    const directory = path.join(tmpdir(), 'content-service-uploads');
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    this.upload = multer({
      storage: multer.diskStorage({ destination: directory }),
      limits: { fileSize: this.maxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
    }).single(UPLOAD_FIELD);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    return from(this.receive(request, response)).pipe(
      switchMap(() => next.handle()),
      finalize(() => {
        if (request.file) void rm(request.file.path, { force: true });
      }),
    );
  }

  private receive(request: Request, response: Response): Promise<void> {
    if (Number(request.headers['content-length'] ?? 0) > this.maxBytes + MULTIPART_OVERHEAD) {
      return Promise.reject(payloadTooLarge(this.maxBytes));
    }
    return new Promise((resolve, reject) => {
      this.upload(request, response, (error: unknown) => {
        if (!error) return resolve();
        reject(this.refusal(error));
      });
    });
  }

  private refusal(error: unknown): HttpException {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return payloadTooLarge(this.maxBytes);
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Send one image in the multipart field "${UPLOAD_FIELD}"`);
      if (error.code === 'LIMIT_FIELD_VALUE') return new BadRequestException('A form field is too long');
      return new BadRequestException(`The upload is not a form this service reads (${error.message})`);
    }
    return new BadRequestException('The upload could not be read: send multipart/form-data with the image in the field "file"');
  }
}
