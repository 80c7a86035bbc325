/**
 * Writes compressed copies of the built site beside each file, so no server compresses a static file
 * per request: file.gz for every text file of 256 bytes or more (nginx gzip_static), and file.br for every
 * hashed script and style in assets/ (nginx sends those to clients that accept brotli). The local gateway follows the
 * same rules (infra/local/static-files.ts).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const BROTLI_FILE = /^assets\/.+\.(?:js|css)$/;
/** nginx's gzip_min_length: smaller files are sent as they are. */
const MIN_SIZE = 256;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function main(): Promise<void> {
  const files = (await readdir(DIST, { recursive: true })).map((file) => file.split(path.sep).join('/'));
  let plainBytes = 0;
  let brotliBytes = 0;
  for (const file of files.filter((name) => TEXT_FILE.test(name))) {
    const full = path.join(DIST, file);
    if (!(await stat(full)).isFile()) continue;
    const content = await readFile(full);
    if (content.length >= MIN_SIZE) await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
    // Every script and style gets one, however small: nginx sends the .br to brotli clients without looking.
    if (BROTLI_FILE.test(file)) {
      const compressed = await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
      await writeFile(`${full}.br`, compressed);
      plainBytes += content.length;
      brotliBytes += compressed.length;
    }
  }
  console.log(`Precompressed dist/: scripts and styles ${Math.round(plainBytes / 1024)} KB, ${Math.round(brotliBytes / 1024)} KB with brotli`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
