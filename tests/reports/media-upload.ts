/**
 * `npm run media-upload -w tests` (issue 25): how long content-service takes to accept a 20 MB phone photo
 * (upload, checks and every variant written) and how much memory it uses meanwhile: its resident set
 * sampled every 50 ms from /proc, before, at the peak and after. content-service runs as built (dist/), on a
 * throw-away database, with the media folder in a temporary directory. Not a timed test: a report.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../infra/src/free-port';
import { startServiceProcess } from '../../infra/src/service-process';
import { startTestDatabase } from '../../infra/src/test-database';
import { generateSigningKey, startJwksServer, staffToken } from '../../libs/nest-server-kit/src/testing';
import { noisyPhoto } from '../../content-service/test/support/test-images';

const MAX_BYTES = 20 * 1024 * 1024;

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** A 6000 x 4000 photo with sensor grain, at the highest JPEG quality that stays within 20 MB. */
async function twentyMegabytePhoto(): Promise<Buffer> {
  let best: Buffer | undefined;
  for (const quality of [100, 98, 96, 94, 92]) {
    const photo = await noisyPhoto(6000, 4000, { quality, grain: 40 });
    if (photo.length <= MAX_BYTES) return photo;
    best = photo;
  }
  throw new Error(`Could not make a photo within 20 MB (smallest ${best?.length})`);
}

async function main(): Promise<void> {
  const photo = await twentyMegabytePhoto();
  const key = generateSigningKey('media-upload-report');
  // An auth-service stand-in: the key set, and an empty list of ended sessions.
  const auth = await startJwksServer([key]);
  const database = await startTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'media-upload-report-'));
  const port = await freePort();
  const service = await startServiceProcess({
    name: 'content-service',
    cwd: path.resolve(__dirname, '../../content-service'),
    port,
    healthUrl: `http://127.0.0.1:${port}/health`,
    env: {
      NODE_ENV: 'production', DATABASE_URL: database.contentUrl, AUTH_JWKS_URL: auth.url, SEED_SAMPLE_CONTENT: 'false',
      MEDIA_DIR: mediaDir, SHUTDOWN_DRAIN_SECONDS: '0',
    },
  });
  try {
    const before = await residentMb(service.pid);
    let peak = before;
    const sampler = setInterval(() => {
      void residentMb(service.pid).then((mb) => (peak = Math.max(peak, mb)), () => undefined);
    }, 50);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone-6000x4000.jpg');
    form.append('alt', 'A 24 megapixel phone photo');
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/cms/media`, { method: 'POST', headers: { Authorization: `Bearer ${staffToken(key)}` }, body: form });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await response.json()) as { variants?: unknown[]; message?: string };
    clearInterval(sampler);
    const after = await residentMb(service.pid);
    if (response.status !== 201) throw new Error(`The upload answered ${response.status}: ${answer.message}`);
    console.log(`Upload of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 6000 x 4000 JPEG: ${seconds.toFixed(1)} s to 201 (${answer.variants?.length} variants written)`);
    console.log(`content-service resident memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak, ${after.toFixed(0)} MB after`);
  } finally {
    await service.stop();
    await database.stop();
    await auth.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
