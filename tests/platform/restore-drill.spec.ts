import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { TOTP } from 'otpauth';
import { noisyPhoto } from '../../content-service/test/support/test-images';
import { embeddedDataDir } from '../../infra/src/embedded-database';
import { freePort } from '../../infra/src/free-port';
import { HCAPTCHA_TEST_SECRET, startTestSiteverify, type TestSiteverify } from '../../infra/src/test-siteverify';
import { bearer } from '../support/api';
import { type LocalRunner, startLocalRunner, stopLocalRunner } from '../support/local-runner';
import { runNpmScript } from '../support/npm-script';
import { inviteAndAccept, loginAs, type StaffMember } from '../support/staff-users';

const ROOT = path.resolve(__dirname, '../..');
/** npm start's first administrator on a new database (README, "Run it on one machine"). */
const ADMIN = { username: 'admin', password: 'admin-dev-password' };

/** Where npm start keeps the database and its secrets file for LOCAL_DATA_DIR=dataDir (elsewhere when root cannot lend it). */
const postgresDirOf = (dataDir: string) => embeddedDataDir(path.join(dataDir, 'postgres'));
const secretsFileOf = (dataDir: string) => path.join(path.dirname(postgresDirOf(dataDir)), 'local-secrets.json');

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Every file under the folders, with its size, time and content hash: "nothing changed" is this staying equal. */
async function filesIn(...folders: string[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of folders.filter((candidate) => existsSync(candidate))) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = await stat(file);
      files[file] = `${size} ${mtimeMs} ${sha256(await readFile(file))}`;
    }
  }
  return files;
}

/** The media library's files (originals and variants) by name, with their content hashes. */
async function mediaFilesIn(dataDir: string): Promise<Record<string, string>> {
  const folder = path.join(dataDir, 'media');
  const names = (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, sha256(await readFile(path.join(folder, name)))])));
}

interface Site {
  runner: LocalRunner;
  port: number;
  base: string;
}

/** What a visitor, an editor and an administrator see of the site, read through its front door. */
async function whatPeopleSee(request: APIRequestContext, base: string, token: string, photoPostSlug: string, photoPostId: string) {
  const get = async (url: string, headers: Record<string, string> = bearer(token)) => {
    const response = await request.get(`${base}${url}`, { headers });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const media = (await get('/api/cms/media?limit=100')) as { items: Array<{ url: string; variants: Array<{ url: string }> }> };
  const mediaBytes: Record<string, string> = {};
  for (const url of media.items.flatMap((item) => [item.url, ...item.variants.map((variant) => variant.url)])) {
    const response = await request.get(new URL(url, base).href);
    expect(response.status(), url).toBe(200);
    mediaBytes[new URL(url, base).pathname] = sha256(await response.body());
  }
  const users = (await get('/api/auth/users')) as Array<{ username: string; role: string; status: string; mfaEnabled: boolean }>;
  const enquiries = (await get('/api/cms/enquiries')) as { items: unknown[] };
  return {
    publicPost: await get(`/api/content/${photoPostSlug}`, {}),
    cmsItems: await get('/api/cms/content'),
    revisions: await get(`/api/cms/content/${photoPostId}/revisions`),
    trash: await get('/api/cms/trash'),
    media: media.items,
    mediaBytes,
    users: users.map(({ username, role, status, mfaEnabled }) => ({ username, role, status, mfaEnabled })),
    enquiries: enquiries.items,
  };
}

/** Signs in with password and a TOTP code: the code for now, or for the next step when `notBefore` is still ahead (a code is accepted once). */
async function signInWithTotp(request: APIRequestContext, base: string, member: StaffMember, totp: TOTP, notBefore: number): Promise<string> {
  const started = await request.post(`${base}/api/auth/login`, { data: { username: member.username, password: member.password } });
  expect(started.status(), await started.text()).toBe(200);
  const { mfaRequired, mfaToken } = (await started.json()) as { mfaRequired?: boolean; mfaToken?: string };
  expect(mfaRequired).toBe(true);
  const finished = await request.post(`${base}/api/auth/login/mfa`, { data: { mfaToken, code: totp.generate({ timestamp: Math.max(Date.now(), notBefore) }) } });
  expect(finished.status(), await finished.text()).toBe(200);
  return ((await finished.json()) as { token: string }).token;
}

/**
 * Issue 34 item 4: a site with a photo post, a revision, an item in the trash, a user with TOTP and an
 * enquiry is backed up while it runs, restored into a fresh folder and started: what a visitor, an editor
 * and an administrator see is the same. A restore into a folder that is not empty, without the key-encryption
 * key, or of an altered archive is refused and changes nothing.
 */
test.describe('backup and restore drill', () => {
  test.describe.configure({ mode: 'serial' });
  const folders: string[] = [];
  const sites: Site[] = [];
  let siteverify: TestSiteverify;
  let work = '';
  let original = '';
  let archiveWhileRunning = '';
  let archiveWhileStopped = '';

  test.beforeAll(async () => {
    siteverify = await startTestSiteverify();
    work = await mkdtemp(path.join(tmpdir(), 'restore-drill-'));
    original = path.join(work, 'original');
    folders.push(original);
    archiveWhileRunning = path.join(work, 'running.tgz');
    archiveWhileStopped = path.join(work, 'stopped.tgz');
  });

  test.afterAll(async () => {
    for (const site of sites) await stopLocalRunner(site.runner, site.port).catch(() => site.runner.child.kill('SIGKILL'));
    await siteverify?.stop();
    for (const folder of folders) await rm(path.dirname(postgresDirOf(folder)), { recursive: true, force: true });
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function start(dataDir: string): Promise<Site> {
    const port = await freePort();
    const runner = await startLocalRunner(ROOT, {
      PORT: String(port),
      LOCAL_DATA_DIR: dataDir,
      SEED_SAMPLE_CONTENT: 'false',
      HCAPTCHA_SECRET: HCAPTCHA_TEST_SECRET,
      HCAPTCHA_VERIFY_URL: siteverify.url,
    });
    const site = { runner, port, base: `http://127.0.0.1:${port}` };
    sites.push(site);
    return site;
  }

  test('a site backed up while it runs is restored into a fresh folder and serves the same to everyone', async ({ request }) => {
    test.setTimeout(600_000);
    const site = await start(original);
    const { base } = site;
    const admin = await loginAs(request, ADMIN, base);
    const cms = (url: string) => `${base}/api/cms${url}`;

    const photo = await request.post(cms('/media'), {
      headers: bearer(admin),
      multipart: { file: { name: 'rack.jpg', mimeType: 'image/jpeg', buffer: await noisyPhoto(1200, 800) }, alt: 'Engineers at a server rack' },
    });
    expect(photo.status(), await photo.text()).toBe(201);
    const { url: photoUrl } = (await photo.json()) as { url: string };
    const post = {
      type: 'blog', title: 'Racks restored', author: 'Jordan Ellis', status: 'published', datePublished: '2025-10-14', category: 'Modern Workplace',
      tags: 'backup', metaDescription: 'About racks.', description: 'A post with a photo.', content: `<p>Before.</p><p><img src="${photoUrl}" alt="A rack"></p>`,
      imageUrl: photoUrl, imageAlt: 'Engineers at a server rack',
    };
    const created = await request.post(cms('/content'), { headers: bearer(admin), data: post });
    expect(created.status(), await created.text()).toBe(201);
    const first = (await created.json()) as { id: string; slug: string; version: number };
    const updated = await request.put(cms(`/content/${first.id}`), { headers: bearer(admin), data: { ...post, content: '<p>After.</p>', version: first.version } });
    expect(updated.status(), await updated.text()).toBe(200);
    const binned = await request.post(cms('/content'), { headers: bearer(admin), data: { ...post, title: 'Binned draft', status: 'draft' } });
    expect(binned.status(), await binned.text()).toBe(201);
    expect((await request.delete(cms(`/content/${((await binned.json()) as { id: string }).id}`), { headers: bearer(admin) })).status()).toBe(204);

    const member = await inviteAndAccept(request, admin, 'editor', base);
    const secret = ((await (await request.post(`${base}/api/auth/me/mfa/totp`, { headers: bearer(member.token), data: { currentPassword: member.password } })).json()) as { secret: string }).secret;
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
    const confirmedAt = Date.now();
    expect((await request.post(`${base}/api/auth/me/mfa/totp/confirm`, { headers: bearer(member.token), data: { code: totp.generate({ timestamp: confirmedAt }) } })).status()).toBe(200);

    const enquiry = await request.post(`${base}/api/enquiries`, {
      data: { form: 'enquiry', page: '/contact', firstName: 'Robin', lastName: 'Restore', email: 'robin@example.com.au', phone: '+61 3 5200 1234', organisation: 'Drill Pty Ltd', message: 'Please call me about backups.', captchaToken: 'token' },
    });
    expect(enquiry.status(), await enquiry.text()).toBe(201);
    const enquiryId = ((await enquiry.json()) as { id: string }).id;
    expect((await request.patch(cms(`/enquiries/${enquiryId}`), { headers: bearer(admin), data: { status: 'handled' } })).status()).toBe(200);

    const before = await whatPeopleSee(request, base, admin, first.slug, first.id);
    expect(before.trash).toEqual([expect.objectContaining({ title: 'Binned draft' })]);
    expect((before.revisions as unknown[]).length).toBe(2);
    expect(Object.keys(before.mediaBytes).length).toBeGreaterThan(1);
    expect(before.users).toContainEqual({ username: member.username, role: 'editor', status: 'active', mfaEnabled: true });
    expect(before.enquiries).toEqual([expect.objectContaining({ id: enquiryId, status: 'handled' })]);

    const running = await runNpmScript('backup', [archiveWhileRunning], { LOCAL_DATA_DIR: original });
    expect(running.code, running.output).toBe(0);
    await stopLocalRunner(site.runner, site.port);
    sites.splice(sites.indexOf(site), 1);
    // A stopped site is backed up too (the refusals below use this archive).
    const stopped = await runNpmScript('backup', [archiveWhileStopped], { LOCAL_DATA_DIR: original });
    expect(stopped.code, stopped.output).toBe(0);

    // The key-encryption key is kept apart from the archive; the operator gives it to the restore.
    const { jwtKeyEncryptionKey } = JSON.parse(readFileSync(secretsFileOf(original), 'utf8')) as { jwtKeyEncryptionKey: string };
    const restoredDir = path.join(work, 'restored');
    folders.push(restoredDir);
    const restored = await runNpmScript('restore', [archiveWhileRunning], { LOCAL_DATA_DIR: restoredDir, JWT_KEY_ENCRYPTION_KEY: jwtKeyEncryptionKey });
    expect(restored.code, restored.output).toBe(0);
    expect(await mediaFilesIn(restoredDir)).toEqual(await mediaFilesIn(original));

    const again = await start(restoredDir);
    expect(again.runner.output()).not.toContain('no longer here');
    const adminAgain = await loginAs(request, ADMIN, again.base);
    const after = await whatPeopleSee(request, again.base, adminAgain, first.slug, first.id);
    expect(after).toEqual(before);
    const memberToken = await signInWithTotp(request, again.base, member, totp, confirmedAt + 30_000);
    expect((await request.get(`${again.base}/api/auth/me`, { headers: bearer(memberToken) })).status()).toBe(200);
    // A session from before the backup still holds: the signing key came back with the key that opens it.
    expect((await request.get(`${again.base}/api/auth/me`, { headers: bearer(admin) })).status()).toBe(200);
  });

  test('a restore into a folder that is not empty, without the key, or of an altered archive is refused and changes nothing', async () => {
    test.setTimeout(120_000);
    expect(existsSync(archiveWhileStopped), 'the first test made the archive').toBe(true);
    const key = { JWT_KEY_ENCRYPTION_KEY: 'a'.repeat(44) };

    const untouched = await filesIn(original, path.dirname(postgresDirOf(original)));
    const intoUsed = await runNpmScript('restore', [archiveWhileStopped], { LOCAL_DATA_DIR: original, ...key });
    expect(intoUsed.code, intoUsed.output).not.toBe(0);
    expect(intoUsed.output).toContain('is not empty');
    expect(await filesIn(original, path.dirname(postgresDirOf(original)))).toEqual(untouched);

    const fresh = path.join(work, 'fresh');
    folders.push(fresh);
    const withoutKey = await runNpmScript('restore', [archiveWhileStopped], { LOCAL_DATA_DIR: fresh, JWT_KEY_ENCRYPTION_KEY: '' });
    expect(withoutKey.code, withoutKey.output).not.toBe(0);
    expect(withoutKey.output).toContain('JWT_KEY_ENCRYPTION_KEY');
    expect(existsSync(fresh)).toBe(false);

    // One media file's bytes changed, the archive otherwise intact (repacked with the system's tar).
    const unpacked = path.join(work, 'unpacked');
    await rm(unpacked, { recursive: true, force: true });
    execFileSync('mkdir', ['-p', unpacked]);
    execFileSync('tar', ['-xzf', archiveWhileStopped, '-C', unpacked]);
    const [mediaFile] = await readdir(path.join(unpacked, 'media'));
    const altered = path.join(unpacked, 'media', mediaFile);
    const bytes = await readFile(altered);
    bytes[bytes.length - 1] ^= 0xff;
    await writeFile(altered, bytes);
    const alteredArchive = path.join(work, 'altered.tgz');
    execFileSync('tar', ['-czf', alteredArchive, '-C', unpacked, '.']);
    const fromAltered = await runNpmScript('restore', [alteredArchive], { LOCAL_DATA_DIR: fresh, ...key });
    expect(fromAltered.code, fromAltered.output).not.toBe(0);
    expect(fromAltered.output).toContain(`media/${mediaFile}: checksum mismatch`);
    expect(existsSync(fresh)).toBe(false);
    expect(existsSync(postgresDirOf(fresh))).toBe(false);
  });
});
