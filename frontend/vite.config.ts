import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * main.tsx loads the app (src/start.tsx) after the first paint; this puts the app's files
 * among index.html's preloads, so that they download with the page all the same.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/start.tsx'));
        if (!start) throw new Error('preload-app: no chunk for src/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        visit(start.fileName);
        const tags = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const }));
        return { html, tags };
      },
    },
  };
}

// The backend listens here by default; the proxy keeps the app on one origin in development.
const backendUrl = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadApp()],
  build: isSsrBuild
    ? {
        // The server render, imported by the backend; kept apart from the files the web serves.
        outDir: 'dist-server',
        // Nothing to copy: the browser's build already has the images and fonts.
        copyPublicDir: false,
      }
    : undefined,
  // The bundled React must be its production build whatever NODE_ENV the backend runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: {
    // One self-contained file: the backend's image then needs none of the frontend's packages.
    noExternal: true,
  },
  server: {
    proxy: { '/api': backendUrl },
  },
  preview: {
    proxy: { '/api': backendUrl },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
