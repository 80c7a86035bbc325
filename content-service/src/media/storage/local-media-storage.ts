import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isOriginalFileName } from '../original-files';
import type { MediaStorage } from './media-storage';

/**
 * A folder that nginx (and the npm start gateway) serves as /media/. Every content-service replica mounts
 * the same one (a named volume in compose). A file is written under a temporary name and renamed, so
 * nginx never serves half a file; files are world-readable (nginx runs as another user). Originals sit in
 * the same folder (so backups copy them) under a `.original` name that nginx and the gateway refuse, and
 * are readable by this service's user only.
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly directory: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    if (isOriginalFileName(name)) throw new Error(`Not a public media file name: ${name}`);
    await this.write(name, data, 0o644);
  }

  async putOriginal(name: string, data: Buffer): Promise<void> {
    if (!isOriginalFileName(name)) throw new Error(`Not an original's file name: ${name}`);
    await this.write(name, data, 0o600);
  }

  readOriginal(name: string): Promise<Buffer> {
    if (!isOriginalFileName(name)) throw new Error(`Not an original's file name: ${name}`);
    return readFile(this.pathOf(name));
  }

  removeOriginals(names: readonly string[]): Promise<void> {
    return this.remove(names);
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.pathOf(name), { force: true })));
  }

  describe(): string {
    return `folder ${this.directory}`;
  }

  private async write(name: string, data: Buffer, mode: number): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o755 });
    const partial = path.join(this.directory, `.${name}.${randomUUID()}.partial`);
    await writeFile(partial, data, { mode });
    await rename(partial, this.pathOf(name));
  }

  private pathOf(name: string): string {
    if (name !== path.basename(name) || name.startsWith('.')) {
      throw new Error(`Not a media file name: ${name}`);
    }
    return path.join(this.directory, name);
  }
}
