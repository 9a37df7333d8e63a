import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendWebhook } from './webhook-sender.js';

interface Seen {
  host: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('sending one webhook', () => {
  let server: http.Server;
  let port: number;
  const seen: Seen[] = [];
  let respond: (response: http.ServerResponse) => void = (response) => response.writeHead(204).end();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ host: request.headers.host, headers: request.headers, body });
        respond(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    respond = (response) => response.writeHead(204).end();
  });

  const request = (url: string) => ({ url, body: '{"type":"booking.created"}', headers: { 'webhook-id': 'msg_1' } });

  it('connects to the address it checked, keeping the name for the Host header, without asking DNS again', async () => {
    const resolve = jest.fn(async () => [{ address: '127.0.0.1', family: 4 }]);
    const result = await sendWebhook(request(`http://hooks.partner.test:${port}/in`), { allowPrivate: true, resolve });
    expect(result).toEqual({ statusCode: 204, retryAfterSeconds: null });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      expect.objectContaining({ host: `hooks.partner.test:${port}`, body: '{"type":"booking.created"}' }),
    ]);
    expect(seen[0].headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': 'msg_1' });
  });

  it('refuses plain http and private addresses unless the configuration allows them, sending nothing', async () => {
    await expect(sendWebhook(request(`http://127.0.0.1:${port}/in`), { allowPrivate: false })).resolves.toEqual({
      error: 'SCHEME_REFUSED',
    });
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      sendWebhook(request(`https://hooks.partner.test:${port}/in`), { allowPrivate: false, resolve }),
    ).resolves.toEqual({ error: 'PRIVATE_ADDRESS' });
    expect(seen).toEqual([]);
  });

  it('does not follow a redirect, and reads Retry-After', async () => {
    respond = (response) => response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    await expect(sendWebhook(request(`http://127.0.0.1:${port}/in`), { allowPrivate: true })).resolves.toEqual({
      statusCode: 302,
      retryAfterSeconds: null,
    });
    respond = (response) => response.writeHead(503, { 'retry-after': '90' }).end('busy');
    await expect(sendWebhook(request(`http://127.0.0.1:${port}/in`), { allowPrivate: true })).resolves.toEqual({
      statusCode: 503,
      retryAfterSeconds: 90,
    });
    expect(seen).toHaveLength(2);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    respond = () => undefined;
    await expect(
      sendWebhook(request(`http://127.0.0.1:${port}/in`), { allowPrivate: true, timeoutMs: 300 }),
    ).resolves.toEqual({ error: 'TIMEOUT' });
  });
});
