import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable UPPER_SNAKE_CASE code' })
  code: string;

  @ApiProperty({
    example: 'Alcuni dati non sono validi. Controlla i campi evidenziati.',
    description: 'Italian text shown to the user',
  })
  message: string;

  @ApiPropertyOptional({
    description: 'Field -> Italian messages (400 only)',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Inserisci un indirizzo email valido.'] },
  })
  details?: Record<string, string[]>;
}
