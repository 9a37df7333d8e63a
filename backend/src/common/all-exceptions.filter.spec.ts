import { BadRequestException, HttpException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { toErrorResponse } from './all-exceptions.filter.js';
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
});
