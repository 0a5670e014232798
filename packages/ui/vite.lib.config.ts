import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src/', import.meta.url));

// One entry per component folder, plus the barrel.
const entries: Record<string, string> = { index: `${src}index.ts` };
for (const name of readdirSync(`${src}components`)) {
  entries[name] = `${src}components/${name}/index.ts`;
}

const external = [
  'react',
  'react-dom',
  'radix-ui',
  'sonner',
  'lucide-react',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // Library build: no public dir, no .env lookups from the app.
  publicDir: false,
  envDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    cssCodeSplit: true,
    lib: { entry: { ...entries, styles: `${src}styles.css` }, formats: ['es'] },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names?.some((n) => n.endsWith('.css')) ? 'styles.css' : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
