import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsString, Max, ValidateNested } from 'class-validator';
import { AppError } from './app-error.js';
import { createValidationPipe } from './validation.js';

class ChildDto {
  @IsString()
  firstName: string;
}

class SampleDto {
  @IsEmail({}, { message: 'Inserisci un indirizzo email valido.' })
  email: string;

  @IsInt()
  @Max(10)
  travellers: number;

  @ValidateNested({ each: true })
  @Type(() => ChildDto)
  people: ChildDto[];
}

async function validate(body: unknown): Promise<AppError> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: SampleDto });
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a validation error');
}

describe('validation pipe', () => {
  it('answers VALIDATION_FAILED with Italian messages per field, nested fields dotted', async () => {
    const error = await validate({ email: 'nope', travellers: 11, people: [{ firstName: 3 }], extra: true });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({
      email: ['Inserisci un indirizzo email valido.'],
      travellers: ['Il valore è troppo alto.'],
      'people.0.firstName': ['Deve essere un testo.'],
      extra: ['Campo non previsto.'],
    });
  });

  it('lets a valid body through, transformed', async () => {
    const value = await createValidationPipe().transform(
      { email: 'a@b.it', travellers: 2, people: [{ firstName: 'Anna' }] },
      { type: 'body', metatype: SampleDto },
    );
    expect(value).toBeInstanceOf(SampleDto);
  });
});
