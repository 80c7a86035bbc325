import { Injectable } from '@nestjs/common';
import { Counter, MetricsRegistry } from '@site/nest-server-kit';

/** `hit`: answered from memory; `miss`: loaded from the database (and rendered, for pages); `bypass`: caching suspended. */
export type CacheLookupResult = 'hit' | 'miss' | 'bypass';

/** The label of repeated public reads answered before the framework (PublicAnswers): hits that skip the lookup. */
export const EARLY_ANSWER_KIND = 'early-answer';

/**
 * content_cache_lookups_total{kind, result}: how often the cache of public answers and rendered pages
 * (ContentCache) saves a query and a render. `kind` is the key's prefix (page, listing-page, list, slug...),
 * so the series stay few however many posts there are.
 */
@Injectable()
export class CacheMetrics {
  private readonly lookups: Counter<'kind' | 'result'>;

  constructor(metrics: MetricsRegistry) {
    this.lookups = new Counter({
      name: 'content_cache_lookups_total',
      help: 'Lookups in the cache of public reads and rendered pages, by kind of key and result (hit, miss, bypass).',
      labelNames: ['kind', 'result'] as const,
      registers: [metrics.registry],
    });
  }

  count(key: string, result: CacheLookupResult): void {
    const separator = key.indexOf(':');
    this.lookups.inc({ kind: separator === -1 ? key : key.slice(0, separator), result });
  }
}
