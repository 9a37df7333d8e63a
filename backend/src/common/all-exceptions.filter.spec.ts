import {
  type ArgumentsHost,
  BadRequestException,
  HttpException,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { jest } from '@jest/globals';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter, toErrorResponse } from './all-exceptions.filter.js';
import { AppError } from './app-error.js';

describe('toErrorResponse', () => {
  it('keeps an AppError code, status, message and details', () => {
    expect(
      toErrorResponse(new AppError('VALIDATION_FAILED', { email: ['Inserisci un indirizzo email valido.'] })),
    ).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Alcuni dati non sono validi. Controlla i campi evidenziati.',
      details: { email: ['Inserisci un indirizzo email valido.'] },
    });
  });

  it.each([
    [new NotFoundException(), 404, 'NOT_FOUND'],
    [new UnauthorizedException(), 401, 'UNAUTHORIZED'],
    [new HttpException('x', 429), 429, 'TOO_MANY_REQUESTS'],
    [new HttpException('x', 413), 413, 'PAYLOAD_TOO_LARGE'],
    [new HttpException('x', 418), 500, 'INTERNAL_ERROR'],
  ])('maps %s to %i %s', (error, status, code) => {
    expect(toErrorResponse(error)).toMatchObject({ statusCode: status, code });
  });

  it('recognises unreadable JSON wrapped by Nest', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token b'), { statusCode: 400 });
    expect(toErrorResponse(new BadRequestException('x', { cause: parseError })).code).toBe('INVALID_JSON');
  });

  it('hides anything unknown behind a plain 500', () => {
    const response = toErrorResponse(new Error('relation "secret_table" does not exist'));
    expect(response).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Si è verificato un errore imprevisto. Riprova più tardi.',
    });
    expect(JSON.stringify(response)).not.toContain('secret_table');
  });

  it.each([
    'timeout exceeded when trying to connect',
    'Connection terminated due to connection timeout',
    'Connection terminated unexpectedly',
  ])('answers a database out of reach (%s) with 503 DATABASE_UNAVAILABLE, to be retried', (message) => {
    expect(toErrorResponse(new Error(message))).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Servizio momentaneamente non disponibile. Riprova tra qualche minuto.',
    });
  });

  describe('a statement PostgreSQL refused', () => {
    const PERSONAL = ['Anna Riservata', 'anna.riservata@example.it'];
    const failedInsert = (sqlState: string, message: string, extra: Partial<DatabaseError> = {}) => {
      const driverError = Object.assign(new DatabaseError(message, 100, 'error'), {
        code: sqlState,
        severity: 'ERROR',
        detail: `Failing row contains (${PERSONAL.join(', ')}).`,
        ...extra,
      });
      return new QueryFailedError(
        'INSERT INTO "contact_requests"("name", "email") VALUES ($1, $2)',
        [...PERSONAL],
        driverError,
      );
    };

    it.each([
      ['40P01', 'deadlock detected'],
      ['40001', 'could not serialize access due to concurrent update'],
    ])(
      'answers SQLSTATE %s, still there after the retries, with 503 DATABASE_BUSY to try again',
      (sqlState, message) => {
        expect(toErrorResponse(failedInsert(sqlState, message))).toEqual({
          statusCode: 503,
          code: 'DATABASE_BUSY',
          message: 'Troppe richieste nello stesso momento. Riprova tra qualche secondo.',
        });
      },
    );

    it.each([
      ['22001', 'value too long for type character varying(120)'],
      ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
      ['22P02', `invalid input syntax for type uuid: "${PERSONAL[0]}"`],
      ['22007', `invalid input syntax for type date: "${PERSONAL[0]}"`],
    ])('answers SQLSTATE %s (bad data) with 400 INVALID_INPUT, naming no value', (sqlState, message) => {
      const response = toErrorResponse(failedInsert(sqlState, message));
      expect(response).toEqual({
        statusCode: 400,
        code: 'INVALID_INPUT',
        message: 'Alcuni dati non possono essere accettati: controlla la lunghezza dei campi e i caratteri usati.',
      });
    });

    it('keeps other database failures a 500', () => {
      expect(toErrorResponse(failedInsert('23505', 'duplicate key value')).statusCode).toBe(500);
      expect(toErrorResponse(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })).statusCode).toBe(500);
    });

    describe('in the log', () => {
      const host = {
        switchToHttp: () => ({
          getResponse: () => {
            const reply = { status: () => reply, header: () => reply, send: () => reply };
            return reply;
          },
          getRequest: () => ({ method: 'POST', url: '/api/v1/contact-requests?email=x', routeOptions: { url: '/x' } }),
        }),
      } as unknown as ArgumentsHost;
      let logged: unknown[];
      beforeEach(() => {
        logged = [];
        for (const level of ['error', 'warn', 'log'] as const) {
          jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(args));
        }
      });
      afterEach(() => jest.restoreAllMocks());

      it.each([
        ['22P02', `invalid input syntax for type uuid: "${PERSONAL[0]}"`, 400],
        ['23514', `new row violates check constraint "contact_requests_email_check"`, 500],
      ])('SQLSTATE %s is logged by its code, table and constraint only', (sqlState, message, status) => {
        const error = failedInsert(sqlState, message, { table: 'contact_requests', constraint: 'some_check' });
        new AllExceptionsFilter().catch(error, host);
        expect(toErrorResponse(error).statusCode).toBe(status);
        const text = JSON.stringify(logged);
        expect(text).toContain(sqlState);
        expect(text).toContain('contact_requests');
        expect(text).toContain('some_check');
        for (const value of PERSONAL) expect(text).not.toContain(value);
        expect(text).not.toContain('INSERT INTO');
        expect(text).not.toContain('email=x');
      });
    });
  });
});
