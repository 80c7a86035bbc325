import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The W3C's Nu Html Checker as the vnu-jar package ships it; it runs on any Java 11 or newer. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

export const JAVA_MISSING =
  'The W3C HTML validator (vnu.jar) needs Java, and there is none on the PATH. ' +
  'Install it, e.g. on Debian/Ubuntu as root: apt-get install -y default-jre-headless (npm test does that itself when it runs as root on Debian).';

/** One finding of the checker, as its JSON output has it. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface Finding {
  page: string;
  kind: string;
  message: string;
  line?: number;
  extract?: string;
}

export function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Checks many documents in one run of the checker (Java starts once: a run per page would take seconds each).
 * Returns its errors and warnings; plain notes (such as the one on the "/>" React writes on void elements,
 * which HTML allows) are left out.
 */
export async function validateHtml(pages: Record<string, string>): Promise<Finding[]> {
  if (!hasJava()) throw new Error(JAVA_MISSING);
  const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [page, html] of Object.entries(pages)) {
      const file = path.join(dir, `page-${index++}.html`);
      await writeFile(file, html);
      files.set(file, page);
    }
    // The report is written to stderr; --exit-zero-always so that findings come back as data, not as a failure.
    const { stderr } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()], { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map((message) => ({
        page: pageOf(message.url, files),
        kind: message.subType ?? message.type,
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function pageOf(url: string | undefined, files: Map<string, string>): string {
  if (!url) return '(the checker itself)';
  const file = url.startsWith('file:') ? new URL(url).pathname : url;
  return files.get(file) ?? file;
}
