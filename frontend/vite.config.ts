import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The backend listens here by default; the proxy keeps the app on one origin in development.
const backendUrl = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
});
