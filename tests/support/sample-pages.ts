/** The page of the newest published item of a type on a running stack (which seeds sample content). */
export async function newestItemPage(baseUrl: string, type: 'blog' | 'case-study'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/content?type=${type}`);
  if (!response.ok) throw new Error(`GET /api/content?type=${type} answered ${response.status}`);
  const [newest] = (await response.json()) as Array<{ slug: string }>;
  if (!newest) throw new Error(`No published ${type} on the stack`);
  return `${type === 'blog' ? '/blogs' : '/case-studies'}/${newest.slug}`;
}
