import { registerDecorator } from 'class-validator';
import { parseCalendarDate } from '../../common/calendar-date.js';

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
          return typeof value === 'string' && CALENDAR_DATE_PATTERN.test(value) && parseCalendarDate(value) !== null;
        },
      },
    });
}
