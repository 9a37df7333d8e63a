import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Limits the document promises clients: the catalogue's codes and sentences are far shorter. */
export const ERROR_CODE_MAX = 64;
export const ERROR_MESSAGE_MAX = 1000;
/** A field's messages: the validation stops at a field's first broken rule, so one in practice. */
export const ERROR_FIELD_MESSAGES_MAX = 10;

export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ maxLength: ERROR_CODE_MAX, example: 'VALIDATION_FAILED', description: 'Stable UPPER_SNAKE_CASE code' })
  code: string;

  @ApiProperty({
    maxLength: ERROR_MESSAGE_MAX,
    example: 'Alcuni dati non sono validi. Controlla i campi evidenziati.',
    description: 'Italian text shown to the user',
  })
  message: string;

  @ApiPropertyOptional({
    description: 'Field -> Italian messages (400 only)',
    type: 'object',
    additionalProperties: {
      type: 'array',
      maxItems: ERROR_FIELD_MESSAGES_MAX,
      items: { type: 'string', maxLength: ERROR_MESSAGE_MAX },
    },
    example: { email: ['Inserisci un indirizzo email valido.'] },
  })
  details?: Record<string, string[]>;
}
