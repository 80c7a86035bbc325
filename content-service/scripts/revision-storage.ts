/**
 * How much room revisions take: 500 items with 50 revisions each of a realistic post (about 1,500
 * words of HTML), in a throw-away Postgres migrated like production, with lz4 and with pglz:
 * `npx tsx content-service/scripts/revision-storage.ts`. The README quotes its output.
 */
import { DataSource } from 'typeorm';
import { startTestDatabase } from '../../infra/src/test-database';
import { dataSourceOptions } from '../src/database/data-source';
import { sampleContent } from '../src/seed/sample-content';

const ITEMS = 500;
const REVISIONS_PER_ITEM = 50;

/** The sample posts' bodies joined into one long post: real editor HTML, about the length of a long article. */
function realisticPost(): string {
  const bodies = sampleContent('https://www.example.com.au').map((item) => item.content);
  let post = '';
  for (let index = 0; post.length < 10_000; index += 1) post += bodies[index % bodies.length];
  return post;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(dataSource: DataSource, compression: 'lz4' | 'pglz', post: string): Promise<void> {
  await dataSource.query('TRUNCATE content.content_items CASCADE');
  await dataSource.query(`ALTER TABLE content.content_revisions ALTER COLUMN item SET COMPRESSION ${compression}`);
  await dataSource.query(
    `INSERT INTO content.content_items (type, title, author, date_created, date_modified, date_published, status, tags,
                                        meta_description, description, content, image_url, slug)
     SELECT 'blog', 'A realistic post number ' || n, 'Sarah Nguyen', '2025-06-01', '2025-06-02', '2025-06-03', 'published',
            'Microsoft 365, Azure, Security', 'A meta description of about one line for search engines.',
            'A short description shown on the listing card, a sentence or two long.', $1,
            'https://www.example.com.au/images/insights/post.svg', 'a-realistic-post-number-' || n
     FROM generate_series(1, $2::int) AS n`,
    [post, ITEMS],
  );
  // Each revision differs from the next by a sentence, as successive saves of one post do.
  await dataSource.query(
    `INSERT INTO content.content_revisions (item_id, version, saved_by_id, saved_by_name, title, status, item)
     SELECT item.id, revision.n, gen_random_uuid(), 'Sarah Nguyen', item.title, item.status, jsonb_build_object(
       'id', item.id, 'type', item.type, 'title', item.title, 'author', item.author,
       'dateCreated', item.date_created, 'dateModified', item.date_modified, 'datePublished', item.date_published,
       'status', item.status, 'category', item.category, 'tags', item.tags, 'metaDescription', item.meta_description,
       'description', item.description, 'content', item.content || '<p>Edit number ' || revision.n || ' added this sentence.</p>',
       'imageUrl', item.image_url, 'imageAlt', item.image_alt, 'slug', item.slug,
       'createdAt', item.created_at, 'updatedAt', item.updated_at,
       'createdBy', jsonb_build_object('id', gen_random_uuid(), 'displayName', 'Sarah Nguyen'),
       'updatedBy', jsonb_build_object('id', gen_random_uuid(), 'displayName', 'Sarah Nguyen'),
       'version', revision.n)
     FROM content.content_items item, generate_series(1, $1::int) AS revision(n)`,
    [REVISIONS_PER_ITEM],
  );
  await dataSource.query('VACUUM ANALYZE content.content_revisions');
  const [sizes] = await dataSource.query(
    `SELECT pg_total_relation_size('content.content_revisions')::bigint AS revisions,
            pg_total_relation_size('content.content_items')::bigint AS items,
            (SELECT avg(octet_length(item::text)) FROM content.content_revisions)::int AS average_json,
            (SELECT count(*) FROM content.content_revisions)::int AS count`,
  );
  console.log(
    `${compression}: ${sizes.count} revisions of ${(sizes.average_json / 1024).toFixed(1)} KB of JSON each take ` +
      `${megabytes(Number(sizes.revisions))} (table, TOAST and indexes); the ${ITEMS} items themselves ${megabytes(Number(sizes.items))}`,
  );
}

/** CONTENT_DATABASE_URL: a content role on another (empty) server to measure there, e.g. one built with lz4. */
async function main(): Promise<void> {
  const given = process.env.CONTENT_DATABASE_URL;
  const database = given ? undefined : await startTestDatabase();
  // Owned by the content role, as in production; the migrations create the tables.
  const dataSource = new DataSource(dataSourceOptions(given ?? database!.contentUrl));
  try {
    await dataSource.initialize();
    const post = realisticPost();
    console.log(`A post of ${(post.length / 1024).toFixed(1)} KB of HTML (${post.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length} words)`);
    const [{ lz4 }] = await dataSource.query(
      `SELECT attcompression = 'l' AS lz4 FROM pg_attribute WHERE attrelid = 'content.content_revisions'::regclass AND attname = 'item'`,
    );
    if (lz4) await measure(dataSource, 'lz4', post);
    else console.log('lz4: this Postgres was built without it, so the migration kept pglz');
    await measure(dataSource, 'pglz', post);
  } finally {
    await dataSource.destroy();
    await database?.stop();
  }
}

void main();
