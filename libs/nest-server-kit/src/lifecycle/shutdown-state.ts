import { Injectable } from '@nestjs/common';

/** Set once SIGTERM arrives: readiness fails from then on, while requests are still served. */
@Injectable()
export class ShutdownState {
  private drainingSince?: number;

  get isDraining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
