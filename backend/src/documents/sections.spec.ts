import { buildConfirmation } from './confirmation.js';
import { formatDate, formatInstant, formatMoney } from './format.js';
import { buildInformation } from './information.js';
import { sampleConfirmationInput, sampleInformationInput } from './sample-input.js';
import { cancellationTableRows, minimumParticipantsDeadlineText } from './sections.js';

describe('the minimum participants deadline in words (art. 41)', () => {
  it('dates the days of notice and counts the hours of a day trip', () => {
    expect(minimumParticipantsDeadlineText(7, '2027-05-10', 'it')).toBe(
      `${formatDate('2027-04-20', 'it')} (20 giorni prima della partenza)`,
    );
    expect(minimumParticipantsDeadlineText(2, '2027-05-10', 'en')).toBe(
      `${formatDate('2027-05-03', 'en')} (7 days before departure)`,
    );
    expect(minimumParticipantsDeadlineText(1, '2027-05-10', 'it')).toBe('48 ore prima della partenza');
  });
});

describe('the cancellation table in words', () => {
  it('runs each row up to the one above and states fixed amounts per person', () => {
    const rows = cancellationTableRows(
      [
        { fromDaysBefore: 45, penalty: { kind: 'fixedPerPerson', value: 129_000 } },
        { fromDaysBefore: 44, penalty: { kind: 'percent', value: 30 } },
        { fromDaysBefore: 10, penalty: { kind: 'percent', value: 60 } },
        { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
      ],
      'it',
    );
    expect(rows.map((row) => row.join(': ').replace(/\s/g, ' '))).toEqual([
      '45 giorni o più prima della partenza: 1.290,00 € per persona',
      '44 giorni prima della partenza: 30 % del prezzo',
      'Da 43 a 10 giorni prima della partenza: 60 % del prezzo',
      'Meno di 10 giorni prima della partenza: 100 % del prezzo',
    ]);
  });

  it('calls a single row what it is', () => {
    expect(cancellationTableRows([{ fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } }], 'en')).toEqual([
      ['At any time', '100 % of the price'],
    ]);
  });
});

describe('formats', () => {
  it('writes money and dates as each language reads them', () => {
    expect(formatMoney(129_000, 'it').replace(/\s/g, ' ')).toBe('1.290,00 €');
    expect(formatMoney(129_000, 'en')).toBe('€1,290.00');
    expect(formatDate('2027-05-10', 'it')).toBe('lunedì 10 maggio 2027');
    expect(formatDate('2027-05-10', 'en')).toBe('Monday, 10 May 2027');
    // Summer time in Rome: UTC+2.
    expect(formatInstant('2027-05-10T22:30:00.000Z', 'it')).toBe('martedì 11 maggio 2027, ore 00:30');
  });
});

describe('the documents as structures', () => {
  it('give the booking form headings, paragraphs, rows and bullets only', () => {
    for (const doc of [
      buildInformation(sampleInformationInput('it'), 'it'),
      buildConfirmation(sampleConfirmationInput('en'), 'en'),
    ]) {
      expect(doc.sections.length).toBeGreaterThan(10);
      for (const section of doc.sections) {
        expect(Object.keys(section).every((key) => ['heading', 'paragraphs', 'rows', 'bullets'].includes(key))).toBe(
          true,
        );
        expect(section.heading).not.toBe('');
      }
    }
  });

  it('repeat in the confirmation every section of the information', () => {
    const information = buildInformation(sampleInformationInput('it'), 'it');
    const confirmation = buildConfirmation(sampleConfirmationInput('it'), 'it');
    const confirmed = new Map(confirmation.sections.map((section) => [section.heading, section]));
    for (const section of information.sections) {
      expect(confirmed.has(section.heading)).toBe(true);
      // The price section names the booking's own transfer reference; the others are word for word.
      if (section.heading !== 'Prezzo e pagamenti') expect(confirmed.get(section.heading)).toEqual(section);
    }
  });
});
