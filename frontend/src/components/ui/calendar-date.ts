/**
 * A calendar date of the API ('yyyy-MM-dd') as dd/MM/yyyy, read from its digits so that no
 * time zone can move it to the day before.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
