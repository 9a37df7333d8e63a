import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_BOT_TOKEN = '123456789:AAHk3LpQ8wX2nV5tB9mR1cY7uE4iO6sD0fG';
export const TEST_CHAT_ID = '-1001234567890';

export interface TelegramCall {
  path: string;
  body: { chat_id: string; text: string };
}

/** A local stand-in for the Bot API: answers each call with the next status of its script. */
export async function telegramStandIn(statuses: number[]) {
  const received: TelegramCall[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(data) as TelegramCall['body'] });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { ok: true, result: {} } : { ok: false, error_code: status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
