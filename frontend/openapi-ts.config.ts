import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@hey-api/openapi-ts';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));

// The drift check generates from a freshly written spec into a temporary directory and
// compares the result with the committed client, so both ends can be overridden.
const input = process.env.OPENAPI_TS_INPUT ?? path.join(frontendDir, '../openapi/openapi.json');
const output = process.env.OPENAPI_TS_OUTPUT ?? path.join(frontendDir, 'src/api/generated');

export default defineConfig({
  input,
  output: { path: output },
  // Query and mutation options for the parts that write (booking flow, admin); the public
  // pages keep their small store and never import them.
  plugins: ['@hey-api/typescript', '@hey-api/sdk', '@hey-api/client-axios', '@tanstack/react-query'],
});
