import { describe, expect, it } from 'vitest';
import { answerBlocks, splitHeading, summarise } from '../trip-text';

describe('splitHeading', () => {
  it('splits at the first bar only', () => {
    expect(splitHeading('Orari|Check-in 15:00 | check-out 11:00')).toEqual({
      heading: 'Orari',
      text: 'Check-in 15:00 | check-out 11:00',
    });
  });

  it('leaves an item without a bar as plain text', () => {
    expect(splitHeading('Nessuna cassa comune')).toEqual({ heading: null, text: 'Nessuna cassa comune' });
  });
});

describe('answerBlocks', () => {
  it('groups consecutive table rows into one table between paragraphs', () => {
    expect(
      answerBlocks(['Le penali:', 'Fino a 30 giorni|25%', 'Meno di 7 giorni|100%', 'Consigliamo una assicurazione.']),
    ).toEqual([
      { kind: 'paragraph', text: 'Le penali:' },
      {
        kind: 'table',
        rows: [
          { label: 'Fino a 30 giorni', value: '25%' },
          { label: 'Meno di 7 giorni', value: '100%' },
        ],
      },
      { kind: 'paragraph', text: 'Consigliamo una assicurazione.' },
    ]);
  });

  it('starts a new table after a paragraph', () => {
    expect(answerBlocks(['A|1', 'testo', 'B|2']).map((block) => block.kind)).toEqual(['table', 'paragraph', 'table']);
  });
});

describe('summarise', () => {
  it('joins the parts as sentences when they fit', () => {
    expect(summarise(['Cinque giorni a Praga', 'Con calma.'])).toBe('Cinque giorni a Praga. Con calma.');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = summarise(['parola '.repeat(40)], 160);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/parola…$/);
  });
});
