import { QueryFailedError } from 'typeorm';
import { createRootLogger } from './logger.js';

function capture() {
  const lines: string[] = [];
  const logger = createRootLogger('info', { write: (line: string) => void lines.push(line) });
  return {
    logger,
    text: () => lines.join(''),
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

/** What pg raises when a row breaks a constraint: its message and detail may quote the values. */
function driverError(): Error {
  return Object.assign(new Error('new row violates check constraint "refuse_rows": "Ginevra Lombardini"'), {
    severity: 'ERROR',
    code: '23514',
    detail: 'Failing row contains (Ginevra Lombardini, ginevra@example.it).',
    table: 'contact_requests',
    constraint: 'refuse_rows',
  });
}

describe('the root logger', () => {
  it('redacts credentials and cookies in logged headers', () => {
    const { logger, text, entries } = capture();
    logger.info({
      headers: { authorization: 'Bearer secret-token-1', cookie: 'session=secret-cookie-2', accept: '*/*' },
      req: { headers: { authorization: 'Bearer secret-token-3', cookie: 'session=secret-cookie-4' } },
    });
    for (const secret of ['secret-token-1', 'secret-cookie-2', 'secret-token-3', 'secret-cookie-4']) {
      expect(text()).not.toContain(secret);
    }
    expect(entries()[0]).toMatchObject({ headers: { authorization: '[redacted]', accept: '*/*' } });
  });

  it('writes URLs without their query string', () => {
    const { logger, text, entries } = capture();
    logger.error({ url: '/api/v1/contact-requests?email=ginevra%40example.it' }, 'request failed');
    logger.error({ req: { method: 'GET', url: '/travel?name=Ginevra' } }, 'request failed');
    expect(text()).not.toContain('ginevra');
    expect(text()).not.toContain('Ginevra');
    expect(entries()[0]).toMatchObject({ url: '/api/v1/contact-requests' });
    expect(entries()[1]).toMatchObject({ req: { method: 'GET', path: '/travel' } });
  });

  it('writes a request to a route with parameters by its route, not by the path that fills them', () => {
    const { logger, text, entries } = capture();
    const req = { method: 'GET', url: '/booking/tok3n-Ab12', routeOptions: { url: '/booking/:token' } };
    logger.error({ req }, 'request failed');
    expect(text()).not.toContain('tok3n-Ab12');
    expect(entries()[0]).toMatchObject({ req: { method: 'GET', route: '/booking/:token' } });
  });

  it('keeps a failed query to its SQLSTATE, table and constraint', () => {
    const { logger, text, entries } = capture();
    const error = new QueryFailedError(
      'INSERT INTO "contact_requests"("name", "email") VALUES ($1, $2)',
      ['Ginevra Lombardini', 'ginevra@example.it'],
      driverError(),
    );
    logger.error({ err: new Error('saving the request failed', { cause: error }) }, 'request failed');
    logger.error(error);
    logger.error(driverError());

    expect(text()).not.toContain('Ginevra');
    expect(text()).not.toContain('ginevra@example.it');
    expect(entries()[0]).toMatchObject({
      err: { message: 'saving the request failed', cause: { sqlState: '23514', table: 'contact_requests' } },
    });
    expect(entries()[1]).toMatchObject({
      msg: 'database error 23514',
      err: { type: 'QueryFailedError', sqlState: '23514', constraint: 'refuse_rows' },
    });
    expect(entries()[2]).toMatchObject({ msg: 'database error 23514', err: { sqlState: '23514' } });
  });
});
