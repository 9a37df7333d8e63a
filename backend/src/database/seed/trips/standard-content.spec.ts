import { cancellationRowsInWords, standardFaqs } from './standard-content.js';

describe('standardFaqs', () => {
  it.each([
    [{ kind: 'percent', value: 40 } as const, 'un acconto del 40% della quota'],
    [{ kind: 'percent', value: 30 } as const, 'un acconto del 30% della quota'],
    [{ kind: 'fixedPerPerson', value: 50000 } as const, 'un acconto fisso di 500 € per persona'],
    [{ kind: 'fixedPerPerson', value: 80000 } as const, 'un acconto fisso di 800 € per persona'],
  ])('states the deposit of %j', (policy, words) => {
    expect(standardFaqs(policy, 'standard')[0].answer[0]).toBe(
      `Alla prenotazione si versa ${words}; il saldo si paga 30 giorni prima della partenza.`,
    );
  });

  it.each([
    ['standard', ['Fino a 30 giorni prima della partenza|25% della quota', 'Meno di 7 giorni prima|100% della quota']],
    ['kenya', ['Fino a 45 giorni prima della partenza|100 € per persona', 'Meno di 15 giorni prima|100% della quota']],
  ] as const)('gives the %s penalty table', (table, rows) => {
    const answer = standardFaqs({ kind: 'percent', value: 40 }, table)[1].answer;
    for (const row of rows) expect(answer).toContain(row);
  });
});

describe('cancellationRowsInWords', () => {
  it.each([
    [
      'a span of days between two rows, the last one open-ended',
      [
        { fromDaysBefore: 30, penalty: { kind: 'percent', value: 25 } },
        { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
        { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
      ],
      [
        'Fino a 30 giorni prima della partenza|25% della quota',
        'Da 29 a 15 giorni prima|50% della quota',
        'Meno di 15 giorni prima|100% della quota',
      ],
    ],
    [
      'a fixed amount per person, in euro from cents',
      [
        { fromDaysBefore: 60, penalty: { kind: 'fixedPerPerson', value: 15_050 } },
        { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
      ],
      ['Fino a 60 giorni prima della partenza|150,50 € per persona', 'Meno di 60 giorni prima|100% della quota'],
    ],
  ] as const)('writes %s', (_case, rows, words) => {
    expect(cancellationRowsInWords(rows)).toEqual(words);
  });
});
