import { startBackend } from './start-backend.mjs';

/** One app for the whole browser run, with its own empty database; stopped at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const app = await startBackend();
  process.env.E2E_BASE_URL = app.url;
  return () => app.stop();
}
