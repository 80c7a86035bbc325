import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        // The page renderer: used by the prerender at build time and loaded by the content service to render
        // posts at request time, so it carries its dependencies and is CommonJS (the service is CommonJS).
        outDir: 'dist-server',
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
      }
    : {
        // The prerender renders the whole document with React; the manifest tells it the built file names.
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // Small shared modules (each lucide icon, a few helpers) would otherwise be a file of their own,
          // so a page fetched 17-29 scripts of a few hundred bytes each; copied into the chunks that use
          // them, a page loads a handful of files and fewer bytes.
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } } },
        },
      },
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/config.js': 'http://127.0.0.1:8080' },
  },
}));
