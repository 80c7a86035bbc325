import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerender renders the whole document with React; the manifest tells it the built file names.
    manifest: true,
    rolldownOptions: { input: 'src/entry-client.tsx' },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/config.js': 'http://127.0.0.1:8080' },
  },
});
