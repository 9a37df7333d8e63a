import { registerDecorator } from 'class-validator';

/** 'yyyy-MM-dd' in this millennium: a year PostgreSQL and the calendar both take. */
export const CALENDAR_DATE_PATTERN = /^2\d{3}-\d{2}-\d{2}$/;
export const CALENDAR_DATE_MESSAGE = 'Indica una data valida nel formato aaaa-mm-gg.';

/** A day that exists: 2027-02-30 has the right shape but is no date. */
export function IsCalendarDate(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: CALENDAR_DATE_MESSAGE },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !CALENDAR_DATE_PATTERN.test(value)) return false;
          const [year, month, day] = value.split('-').map(Number);
          const date = new Date(Date.UTC(year, month - 1, day));
          return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
        },
      },
    });
}
