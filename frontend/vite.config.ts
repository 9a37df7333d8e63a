import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The backend listens here by default; the proxy keeps the app on one origin in development.
const backendUrl = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
