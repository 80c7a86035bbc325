/**
 * For `npm run lighthouse` (issue 25): a published post whose hero and body each hold a staff-uploaded
 * 4000 x 3000 phone photo, made through the real API as the editor would. Reports what the issue sets
 * limits on: the hero file a 390 px phone gets, and the post's HTML.
 */
import { noisyPhoto } from '../../content-service/test/support/test-images';

interface Uploaded {
  id: string;
  url: string;
  variants: Array<{ width: number; format: string; url: string }>;
}

async function json<T>(response: Response, expected: number): Promise<T> {
  if (response.status !== expected) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function upload(baseUrl: string, token: string, photo: Buffer, name: string, alt: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  form.append('alt', alt);
  const started = performance.now();
  const media = await json<Uploaded>(await fetch(`${baseUrl}/api/cms/media`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form }), 201);
  console.error(`Uploaded ${name} (${(photo.length / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return media;
}

/** Creates the post and returns its path; prints the hero's 390 px weight and the HTML's size. */
export async function createPhotoPost(baseUrl: string, admin: { username: string; password: string }): Promise<string> {
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) }),
    200,
  );
  const hero = await upload(baseUrl, token, await noisyPhoto(4000, 3000, { quality: 92 }), 'hero-4000x3000.jpg', 'Engineers cabling a new data hall');
  const body = await upload(baseUrl, token, await noisyPhoto(4000, 3000, { quality: 92, grain: 30 }), 'body-4000x3000.jpg', 'A rack of patched network switches');
  const post = await json<{ slug: string }>(await fetch(`${baseUrl}/api/cms/content`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'blog', status: 'published', title: 'Inside our new data hall', author: 'Priya Raman', datePublished: '2025-11-01',
      category: 'Infrastructure', description: 'Photos from the build of our new data hall.',
      content: `<p>We finished the new data hall this month.</p><p><img src="${body.url}"></p><p>Every rack is cabled and labelled.</p>`,
      imageUrl: hero.url, imageAlt: '',
    }),
  }), 201);
  // Lighthouse's phone is 412 px at DPR 1.75 (a 390 px phone at 1.75 is much the same): sizes="100vw" picks the 960 px AVIF.
  const heroFile = hero.variants.find((variant) => variant.width === 960 && variant.format === 'avif');
  const heroBytes = heroFile ? (await (await fetch(`${baseUrl}${heroFile.url}`)).arrayBuffer()).byteLength : NaN;
  const htmlBytes = (await (await fetch(`${baseUrl}/blogs/${post.slug}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()).byteLength;
  console.error(`Photo post /blogs/${post.slug}: hero at 390-412 px (960 px AVIF) ${(heroBytes / 1024).toFixed(0)} KB (limit 120 KB); HTML ${(htmlBytes / 1024).toFixed(1)} KB (limit 60 KB)`);
  return `/blogs/${post.slug}`;
}
