import { defineConfig } from '@hey-api/openapi-ts';

// The freshness check regenerates into a temporary directory and diffs it against the
// committed client, so the destination must be overridable without touching this file.
const output = process.env.OPENAPI_TS_OUTPUT ?? 'src/api/generated';

export default defineConfig({
  input: '../openapi/openapi.json',
  output: { path: output },
  plugins: ['@hey-api/typescript', '@hey-api/sdk', '@hey-api/client-axios'],
});
