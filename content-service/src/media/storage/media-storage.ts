/** Where media files live. Names are flat (`<hash>-<W>x<H>-<w>.<format>`) and never rewritten with other bytes. */
export interface MediaStorage {
  /** Stores one file, readable at /media/<name> once this resolves. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes files; names already gone are not an error. */
  remove(names: readonly string[]): Promise<void>;
  /**
   * Keeps an upload as it came (`<hash>.original`, see original-files.ts), never readable at /media/, so
   * crops and sizes can be made from it later. Backed up with the rest of the media.
   */
  putOriginal(name: string, data: Buffer, contentType: string): Promise<void>;
  readOriginal(name: string): Promise<Buffer>;
  removeOriginals(names: readonly string[]): Promise<void>;
  /** Where the driver keeps the files, for the start-up log line (never a secret). */
  describe(): string;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
