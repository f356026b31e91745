import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // #shared/*, #client/*, #server/* come from tsconfig.json's paths (decision 150).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Inline assets would need a looser Content-Security-Policy; keep every asset a file.
    assetsInlineLimit: 0,
  },
  worker: { format: 'es' },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
