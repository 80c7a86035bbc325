import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MediaStorage } from './media-storage';

/**
 * A folder that nginx (and the npm start gateway) serves as /media/. Every content-service replica mounts
 * the same one (a named volume in compose). A file is written under a temporary name and renamed, so
 * nginx never serves half a file; files are world-readable (nginx runs as another user).
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly directory: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o755 });
    const partial = path.join(this.directory, `.${name}.${randomUUID()}.partial`);
    await writeFile(partial, data, { mode: 0o644 });
    await rename(partial, this.pathOf(name));
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.pathOf(name), { force: true })));
  }

  describe(): string {
    return `folder ${this.directory}`;
  }

  private pathOf(name: string): string {
    if (name !== path.basename(name) || name.startsWith('.')) {
      throw new Error(`Not a media file name: ${name}`);
    }
    return path.join(this.directory, name);
  }
}
