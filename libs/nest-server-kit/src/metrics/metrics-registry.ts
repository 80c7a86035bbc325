import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (under a millisecond) to a request that meets the 10 s statement timeout. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's Prometheus registry: the process and event-loop metrics (prom-client's default collectors),
 * the request histogram, and whatever the service registers (inject it, pass `registers: [metrics.registry]`).
 * One registry per app rather than prom-client's global one, so apps made in one test process stay apart.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  /** False when METRICS_PORT turns the metrics off (configureServerApp): requests are then not even timed. */
  enabled = true;

  /** Request durations by route template (never the raw URL, which would make a series per slug), method and status. */
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response finishing, by route template, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
