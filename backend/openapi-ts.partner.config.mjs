import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@hey-api/openapi-ts';

const backendDir = path.dirname(fileURLToPath(import.meta.url));

// The client a partner's developer would generate from the partner document, with fetch: the
// API tier books through it (test/partner-client.e2e-spec.ts). The drift check generates it
// afresh into a temporary directory, so both ends can be overridden.
const input = process.env.OPENAPI_TS_INPUT ?? path.join(backendDir, '../openapi/partner-openapi.json');
const output = process.env.OPENAPI_TS_OUTPUT ?? path.join(backendDir, 'test/partner-client');

export default defineConfig({
  input,
  // The backend's tests are ES modules resolved as Node does: relative imports name their file.
  output: { path: output, importFileExtension: '.js' },
  plugins: ['@hey-api/typescript', '@hey-api/sdk', '@hey-api/client-fetch'],
});
