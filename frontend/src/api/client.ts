import axios from 'axios';
import { client } from './generated/client.gen';

/**
 * The one axios instance of the app. An empty base URL keeps every call on the page's own
 * origin: Vite proxies /api in development and the backend serves both in production.
 */
export const apiAxios = axios.create({
  baseURL: '',
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

type TokenReader = () => string | undefined;

let readAdminToken: TokenReader = () => undefined;

/**
 * The admin area registers where its JWT lives after signing in. The generated client only
 * asks for it on operations whose OpenAPI security requires the `admin` bearer scheme, so
 * public calls never carry the token.
 */
export function setAdminTokenReader(reader: TokenReader): void {
  readAdminToken = reader;
}

client.setConfig({
  axios: apiAxios,
  baseURL: '',
  auth: () => readAdminToken(),
});
