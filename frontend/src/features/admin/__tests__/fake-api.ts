import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { apiAxios } from '../../../api/client';
import { endAdminSession, startAdminSession } from '../session';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export type FakeAnswer = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;
type Handler = (request: FakeRequest) => FakeAnswer;

/**
 * The API as the admin screens meet it, behind the app's real axios instance and generated
 * client: each test says what `METHOD /path` answers and reads what was sent.
 */
export class FakeApi {
  readonly requests: FakeRequest[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(route: string, handler: Handler | { status: number; data?: unknown }): this {
    this.handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  sent(route: string): FakeRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://localhost');
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      url.searchParams.set(name, String(value));
    }
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: AxiosHeaders.from(config.headers).get('Authorization')?.toString(),
    };
    this.requests.push(request);
    const handler = this.handlers.get(`${request.method} ${request.path}`);
    const { status, data } = handler ? await handler(request) : { status: 404, data: { code: 'NOT_FOUND' } };
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  };
}

export const ADMIN = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'direzione@agenzia.it',
  role: 'owner' as const,
};

/** A fresh fake API for every test, the session ended after it. */
export function installFakeApi(): () => FakeApi {
  let api: FakeApi;
  const original = apiAxios.defaults.adapter;
  beforeEach(() => {
    api = new FakeApi().on('GET /api/v1/auth/me', { status: 200, data: ADMIN });
    apiAxios.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    apiAxios.defaults.adapter = original;
    endAdminSession();
    sessionStorage.clear();
  });
  return () => api;
}

export function signIn(): void {
  startAdminSession('token-of-the-test', 3600);
}
