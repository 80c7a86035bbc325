import { Injectable } from '@nestjs/common';

/**
 * Set once SIGTERM arrives: readiness fails from then on, while requests are still served. Also keeps
 * the time of the last request, so a drain can end early once nobody sends any more.
 */
@Injectable()
export class ShutdownState {
  private drainingSince?: number;
  private lastRequestAt = 0;

  get isDraining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDraining(): void {
    this.drainingSince ??= Date.now();
  }

  noteRequest(): void {
    this.lastRequestAt = Date.now();
  }

  /** Milliseconds since the later of the drain's start and the last request (0 when not draining). */
  quietForMs(now = Date.now()): number {
    if (this.drainingSince === undefined) return 0;
    return now - Math.max(this.drainingSince, this.lastRequestAt);
  }
}
