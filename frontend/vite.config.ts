import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The fonts of the first screen (the headings' Lora bold, the text's Source Sans regular),
 * asked for from the head: the browser otherwise finds them only after the stylesheet, and
 * the headings reflow when they arrive late.
 */
const FIRST_SCREEN_FONTS = [/^assets\/lora-latin-700-normal-[\w-]+\.woff2$/, /^assets\/source-sans-3-latin-400-normal-[\w-]+\.woff2$/];

function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'preload-first-screen-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const fonts = Object.keys(context.bundle).filter((file) => FIRST_SCREEN_FONTS.some((pattern) => pattern.test(file)));
        return {
          html,
          tags: fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          })),
        };
      },
    },
  };
}

// The backend listens here by default; the proxy keeps the app on one origin in development.
const backendUrl = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadFirstScreenFonts()],
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
