import { readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

export interface ProcessInFolder {
  pid: number;
  cwd: string;
  command: string;
}

/** Every process on this machine whose working folder is one of `folders` or inside one (Linux /proc). */
export async function processesIn(folders: string[]): Promise<ProcessInFolder[]> {
  const found: ProcessInFolder[] = [];
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (!cwd || !folders.some((folder) => cwd === folder || cwd.startsWith(folder + path.sep))) continue;
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ').trim();
    found.push({ pid, cwd, command });
  }
  return found;
}
