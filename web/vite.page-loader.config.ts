import { defineConfig } from 'vite';

/**
 * The page loader (src/page-loader.ts), built on its own after the app (`vite build` first): in the app's
 * build it would share modules with the app, and rolldown would make it import them from other files.
 * Alone, it is one small file that fetches nothing else before the page has painted.
 */
export default defineConfig({
  build: {
    emptyOutDir: false,
    manifest: '.vite/page-loader-manifest.json',
    modulePreload: false,
    rolldownOptions: { input: 'src/page-loader.ts' },
  },
});
