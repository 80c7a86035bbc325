import { Injectable, Optional } from '@nestjs/common';
import { type EarlyAnswer, hasBody } from '@site/nest-server-kit';
import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { CacheMetrics, EARLY_ANSWER_KIND } from './cache-metrics';
import type { CachedResponse } from './cached-response';
import { ContentCache } from './content-cache';
import { writeCachedResponse } from './write-cached-response';

/** More addresses than a small site has pages and query variants; a flood of odd ones only pushes out old ones. */
const MAX_ADDRESSES = 1000;

interface Answer {
  status: number;
  cached: CachedResponse;
}

/**
 * The public reads' answers by the address they were asked at. Nest answers an address first (routing,
 * validation, the cache lookup); after that, while the cached response is still current (ContentCache:
 * no change made or heard of since), the same address is answered from here before the framework runs
 * (answerBeforeFramework in app.ts), exactly as Nest answered it.
 */
@Injectable()
export class PublicAnswers {
  private readonly byAddress = new Map<string, Answer>();

  constructor(
    private readonly cache: ContentCache,
    @Optional() private readonly metrics?: CacheMetrics,
  ) {}

  /** Sends a cached response from a public route with the status already set, and remembers the answer. */
  send(response: Response, cached: CachedResponse): void {
    const request: Request = response.req;
    if (this.cache.isCurrent(cached) && request.method === 'GET') this.remember(request.originalUrl, { status: response.statusCode, cached });
    writeCachedResponse(request, response, cached);
  }

  /**
   * The remembered answer to a GET or HEAD of this address while it is current; undefined otherwise. A
   * request that carries a body goes to Nest, which refuses the bodies it must (not JSON, too deep...).
   */
  readonly lookup = (request: IncomingMessage): EarlyAnswer | undefined => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url === undefined || hasBody(request)) return undefined;
    const answer = this.byAddress.get(request.url);
    if (answer === undefined) return undefined;
    if (!this.cache.isCurrent(answer.cached)) {
      this.byAddress.delete(request.url);
      return undefined;
    }
    this.metrics?.count(EARLY_ANSWER_KIND, 'hit');
    return (early, response) => {
      response.statusCode = answer.status;
      writeCachedResponse(early, response, answer.cached);
    };
  };

  private remember(address: string, answer: Answer): void {
    this.byAddress.delete(address);
    if (this.byAddress.size >= MAX_ADDRESSES) {
      const oldest = this.byAddress.keys().next().value;
      if (oldest !== undefined) this.byAddress.delete(oldest);
    }
    this.byAddress.set(address, answer);
  }
}
