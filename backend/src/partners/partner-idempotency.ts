import { ApiHeader } from '@nestjs/swagger';

/** The Idempotency-Key every partner POST takes, with the site's booking's semantics. */
export const PartnerIdempotencyHeader = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', maxLength: 100, pattern: '^[\\w.:-]{1,100}$', example: 'vs-2027-0118-hold-1' },
    description:
      'Up to 100 letters, digits, - _ . : ; a retry with the same key and body answers what the first request did ' +
      '(200), the same key with another body is 422. Keys are your own: no other partner sees them. Kept a day.',
  });
