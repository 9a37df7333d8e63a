import { describe, expect, it } from 'vitest';
import { describeOpeningHours } from '../opening-hours';

const agencyHours = [
  { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
  { days: [6], opens: '09:00', closes: '13:00' },
];

describe('describeOpeningHours', () => {
  it('groups the working week and marks Sunday closed', () => {
    expect(describeOpeningHours(agencyHours, 'it')).toEqual([
      { days: 'Lunedì - Venerdì', hours: '9:00-18:00' },
      { days: 'Sabato', hours: '9:00-13:00' },
      { days: 'Domenica', hours: null },
    ]);
  });

  it('names the days in English for English readers', () => {
    expect(describeOpeningHours(agencyHours, 'en').map((row) => row.days)).toEqual([
      'Monday - Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('shows split hours on one row and keeps a closed day between open ones', () => {
    expect(
      describeOpeningHours(
        [
          { days: [1, 2, 4, 5], opens: '15:00', closes: '19:00' },
          { days: [1, 2, 4, 5], opens: '09:30', closes: '12:30' },
        ],
        'it',
      ),
    ).toEqual([
      { days: 'Lunedì - Martedì', hours: '9:30-12:30, 15:00-19:00' },
      { days: 'Mercoledì', hours: null },
      { days: 'Giovedì - Venerdì', hours: '9:30-12:30, 15:00-19:00' },
      { days: 'Sabato - Domenica', hours: null },
    ]);
  });

  it('says every day is closed when no hours are published', () => {
    expect(describeOpeningHours([], 'it')).toEqual([{ days: 'Lunedì - Domenica', hours: null }]);
  });
});
