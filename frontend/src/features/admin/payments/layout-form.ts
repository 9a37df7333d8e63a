import type { StatementLayoutDto } from '../../../api';

/** The server reads from 1 to 5 description columns. */
export const DESCRIPTION_COLUMNS_MAX = 5;

/** The layout form's fields: every column name as typed, '' for a choice left to the server. */
export interface LayoutValues {
  bookedOn: string;
  valueOn: string;
  amount: string;
  credit: string;
  debit: string;
  description: { name: string }[];
  debtorName: string;
  bankReference: string;
  decimal: '' | NonNullable<StatementLayoutDto['decimal']>;
  dateOrder: NonNullable<StatementLayoutDto['dateOrder']>;
  delimiter: '' | NonNullable<StatementLayoutDto['delimiter']>;
}

/** The form filled with a saved layout, or empty (one description column) when none is saved. */
export function layoutValues(layout: StatementLayoutDto | null): LayoutValues {
  const description = layout?.description.length ? layout.description : [''];
  return {
    bookedOn: layout?.bookedOn ?? '',
    valueOn: layout?.valueOn ?? '',
    amount: layout?.amount ?? '',
    credit: layout?.credit ?? '',
    debit: layout?.debit ?? '',
    description: description.map((name) => ({ name })),
    debtorName: layout?.debtorName ?? '',
    bankReference: layout?.bankReference ?? '',
    decimal: layout?.decimal ?? '',
    dateOrder: layout?.dateOrder ?? 'dmy',
    delimiter: layout?.delimiter ?? '',
  };
}

/** The layout as the server takes it: names trimmed, what is left empty not sent. */
export function layoutOf(values: LayoutValues): StatementLayoutDto {
  const optional = (text: string) => {
    const trimmed = text.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  return {
    bookedOn: values.bookedOn.trim(),
    valueOn: optional(values.valueOn),
    amount: optional(values.amount),
    credit: optional(values.credit),
    debit: optional(values.debit),
    description: values.description.map(({ name }) => name.trim()).filter(Boolean),
    debtorName: optional(values.debtorName),
    bankReference: optional(values.bankReference),
    decimal: values.decimal || undefined,
    dateOrder: values.dateOrder,
    delimiter: values.delimiter || undefined,
  };
}
