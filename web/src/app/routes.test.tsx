import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { staticPublicPaths, aliasPaths } from '../config/paths';
import { routes, routesFor } from './routes';

const pageFor = (table: typeof routes, path: string) => matchRoutes(table, path)?.at(-1)?.route;

describe('routesFor', () => {
  it('sends every path to the page the whole route table sends it to', () => {
    const paths = [...staticPublicPaths(), ...aliasPaths(), '/login', '/invitation', '/reset-password', '/blogs/some-post', '/case-studies/a-case', '/no/such/page', '/services/', '/ABOUT',
      '/blogs', '/blogs/', '/Blogs/some-post', '/blog%73/some-post', '/case-studies/a/b', '/insights/blogs/extra', '/admin/anything', '/industries/nowhere'];
    for (const path of paths) {
      const page = pageFor(routesFor(path), path);
      expect(page, path).toBeDefined();
      expect(page, path).toBe(pageFor(routes, path));
    }
  });

  it('matches a fixed path against that page alone', () => {
    expect(routesFor('/industries/construction')[0].children).toHaveLength(1);
  });

  it('matches a post against the routes that start like it and the not-found page, not the whole table', () => {
    const paths = (path: string) => routesFor(path)[0].children?.map((page) => page.path);
    expect(paths('/blogs/some-post')).toEqual(['/blogs/:slug', '*']);
    expect(paths('/case-studies/a-case')).toEqual(['/case-studies/:slug', '*']);
    expect(routesFor('/Blogs/some-post')).toBe(routes);
  });
});
