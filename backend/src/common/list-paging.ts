import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The furthest an admin list may be paged: far beyond any list the agency keeps. */
export const LIST_OFFSET_MAX = 100_000;

/**
 * A list's `limit` query parameter: a whole number from 1 to `max` (`fallback` when absent,
 * which the service applies). `items` says what is shown, as the message reads it: 'quante
 * prenotazioni'.
 */
export const ListLimitField = ({ max, fallback, items }: { max: number; fallback: number; items: string }) => {
  const message = `Indica ${items} mostrare: un numero intero da 1 a ${max}.`;
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: fallback }),
    IsOptional(),
    Type(() => Number),
    Max(max, { message }),
    Min(1, { message }),
    IsInt({ message }),
  );
};

/** A list's `offset` query parameter, from 0; `first` names where it starts: 'da quale prenotazione'. */
export const ListOffsetField = (first: string) => {
  const message = `Indica ${first} partire: un numero intero da 0 in su.`;
  return applyDecorators(
    ApiPropertyOptional({ minimum: 0, maximum: LIST_OFFSET_MAX, default: 0 }),
    IsOptional(),
    Type(() => Number),
    Max(LIST_OFFSET_MAX, { message }),
    Min(0, { message }),
    IsInt({ message }),
  );
};
