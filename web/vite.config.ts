import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * "intended to be temporary"), which differs from dist/production in one flag that turns on its
 * development warnings; the production build is used instead, as React's own is.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

/** Workspace packages (@site/contracts) are read from their TypeScript sources: no build of them first. */
export const SOURCE_CONDITION = 'source';

/** `vite build --mode staff`: the staff area's app (staff.html), built apart from the public pages' app. */
export const STAFF_MODE = 'staff';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    alias: [
      { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  build: isSsrBuild
    ? {
        // The page renderer: used by the prerender at build time and loaded by the content service to render
        // posts at request time, so it carries its dependencies and is CommonJS (the service is CommonJS).
        outDir: 'dist-server',
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
      }
    : {
        // The prerender renders the whole document with React; the manifests tell it the built file names.
        // The staff area's app is a build of its own: sharing modules with the public app would put its data
        // router in the React Router file every public page loads.
        manifest: mode === STAFF_MODE ? '.vite/staff-manifest.json' : true,
        emptyOutDir: mode !== STAFF_MODE,
        // With shared modules copied into each page's chunk (below), a page chunk imports nothing beyond
        // the entry's own files, so the list of each dynamic import's dependencies (in the entry, on every
        // page) would preload nothing; a lazy chunk's stylesheet is still loaded with it.
        modulePreload: false,
        rolldownOptions: {
          input: mode === STAFF_MODE ? 'src/entry-staff.tsx' : 'src/entry-client.tsx',
          // Shared modules under 16 KB (each lucide icon, the enquiry form, the page hero...) would otherwise
          // be files of their own, so a page fetched 17-29 scripts, many of a few hundred bytes; copied into
          // the chunks that use them, a page loads 5 or 6 files and fewer bytes. Rolldown marks the option
          // experimental; the end-to-end tests cover every page type built this way.
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              // React with React DOM: the first thing the app imports, one file rather than two.
              groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
  ssr: { noExternal: true, resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/config.js': 'http://127.0.0.1:8080' },
  },
}));
