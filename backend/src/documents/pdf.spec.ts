import { BOOKING_POLICY, type CancellationRow } from '../bookings/booking-policy.js';
import { buildConfirmation } from './confirmation.js';
import type { DocumentLanguage, InformationInput } from './document-inputs.js';
import { buildInformation, informationVersion } from './information.js';
import { renderPdf } from './pdf.js';
import { pdfText } from '../../test/support/pdf-text.js';
import { sampleConfirmationInput, sampleInformationInput, SAMPLE_ORGANISER } from './sample-input.js';

/** The same spaces as the extracted text: Intl writes a no-break space before '€'. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The fee table as the contract must state it, written here from the rows independently of
 * the documents' own code: a change of the policy changes what the PDF has to say.
 */
function expectedRows(rows: readonly CancellationRow[], language: DocumentLanguage): string[] {
  const euro = (cents: number) =>
    language === 'it'
      ? `${(cents / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' })} €`
      : `€${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  return rows.map((row, i) => {
    const above = rows[i - 1];
    const fee =
      row.penalty.kind === 'percent'
        ? language === 'it'
          ? `${row.penalty.value} % del prezzo`
          : `${row.penalty.value} % of the price`
        : language === 'it'
          ? `${euro(row.penalty.value)} per persona`
          : `${euro(row.penalty.value)} per person`;
    let when: string;
    if (!above)
      when =
        language === 'it'
          ? `${row.fromDaysBefore} giorni o più prima della partenza`
          : `${row.fromDaysBefore} days or more before departure`;
    else if (row.fromDaysBefore === 0)
      when =
        language === 'it'
          ? `Meno di ${above.fromDaysBefore} giorni prima della partenza`
          : `Less than ${above.fromDaysBefore} days before departure`;
    else
      when =
        language === 'it'
          ? `Da ${above.fromDaysBefore - 1} a ${row.fromDaysBefore} giorni prima della partenza`
          : `${above.fromDaysBefore - 1} to ${row.fromDaysBefore} days before departure`;
    return `${when} ${fee}`;
  });
}

describe('the PDF documents of a booking', () => {
  let italianConfirmation: string;
  let englishConfirmation: string;
  let italianInformation: string;

  beforeAll(async () => {
    [italianConfirmation, englishConfirmation, italianInformation] = await Promise.all([
      renderPdf(buildConfirmation(sampleConfirmationInput('it'), 'it')).then(pdfText),
      renderPdf(buildConfirmation(sampleConfirmationInput('en'), 'en')).then(pdfText),
      renderPdf(buildInformation(sampleInformationInput('it'), 'it')).then(pdfText),
    ]);
    // The first documents also load pdfmake's fonts and pdf.js: seconds on a busy machine.
  }, 30_000);

  it('is a PDF whose text can be read back', async () => {
    const pdf = await renderPdf(buildInformation(sampleInformationInput('en'), 'en'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Pre-contract information on your package trip');
  }, 15_000);

  it('names the organiser, its licence, liability insurance and emergency contact', () => {
    for (const text of [italianConfirmation, italianInformation]) {
      expect(text).toContain('Viaggi di Gruppo Lucca S.r.l.');
      expect(text).toContain('Via Fillungo 12, 55100 Lucca (LU)');
      expect(text).toContain('IT02468100465');
      expect(text).toContain('Autorizzazione Provincia di Lucca n. 123/2019');
      expect(text).toContain('Assicurazioni Esempio S.p.A., polizza n. RC-778899');
      expect(text).toContain('Emergenze');
      expect(text).toContain('+39 335 0001122');
    }
  });

  it('names the insolvency protector with its address and contacts', () => {
    const protector = SAMPLE_ORGANISER.insolvencyProtector;
    for (const text of [italianConfirmation, italianInformation]) {
      expect(text).toContain(protector.name);
      expect(text).toContain(protector.address);
      expect(text).toContain(protector.phone);
      expect(text).toContain(protector.email);
      expect(text).toContain(protector.policyNumber);
    }
  });

  it('states the total of the input, with deposit and balance and their dates', () => {
    for (const text of [italianConfirmation, italianInformation]) {
      expect(text).toContain(flat('Prezzo totale, tutto compreso 8.225,00 €'));
      expect(text).toContain(flat('Acconto 3.290,00 €, entro lunedì 1 febbraio 2027, ore 15:30'));
      expect(text).toContain(flat('Saldo 4.935,00 €, entro sabato 10 aprile 2027'));
      expect(text).toContain('IT60 X054 2811 1010 0000 0123 456');
    }
    expect(englishConfirmation).toContain('Total price, everything included €8,225.00');
    expect(englishConfirmation).toContain('Balance €4,935.00, by Saturday, 10 April 2027');
  });

  it('states the minimum number of participants and the deadline to cancel for it', () => {
    for (const text of [italianConfirmation, italianInformation]) {
      expect(text).toContain('Numero minimo di partecipanti 6');
      // Nine days: more than six, so 20 days before departure (art. 41).
      expect(text).toContain('martedì 20 aprile 2027 (20 giorni prima della partenza)');
    }
  });

  it('writes every row of the cancellation table from the booking policy', () => {
    for (const line of expectedRows(BOOKING_POLICY.cancellationTables.standard, 'it')) {
      expect(italianInformation).toContain(line);
      expect(italianConfirmation).toContain(line);
    }
    for (const line of expectedRows(BOOKING_POLICY.cancellationTables.standard, 'en'))
      expect(englishConfirmation).toContain(line);
  });

  it.each(Object.keys(BOOKING_POLICY.cancellationTables) as (keyof typeof BOOKING_POLICY.cancellationTables)[])(
    "writes the '%s' table as the policy states it",
    async (table) => {
      const input: InformationInput = {
        ...sampleInformationInput('it'),
        cancellationRows: BOOKING_POLICY.cancellationTables[table],
      };
      const text = await pdfText(await renderPdf(buildInformation(input, 'it')));
      for (const line of expectedRows(BOOKING_POLICY.cancellationTables[table], 'it')) expect(text).toContain(line);
    },
    15_000,
  );

  it('states the confirmation’s own terms: booking, transfer with its notice, liability, assistance, complaints', () => {
    const text = italianConfirmation;
    expect(text).toContain('Ricevuta 4821');
    expect(text).toContain(
      `almeno ${BOOKING_POLICY.substitutionNoticeDays} giorni prima della partenza, cioè entro lunedì 3 maggio 2027`,
    );
    expect(text).toContain('art. 42');
    expect(text).toContain('art. 45');
    expect(text).toContain('segnalalo subito');
    expect(text).toContain('risoluzione alternativa delle controversie (ADR)');
    expect(text).toContain('Camere vicine');
    expect(text).toContain(flat('Totale pagato 3.290,00 €'));
    expect(text).toContain(flat('Ancora da pagare 4.935,00 €, entro sabato 10 aprile 2027'));
    expect(englishConfirmation).toContain(
      `at least ${BOOKING_POLICY.substitutionNoticeDays} days before departure, that is by Monday, 3 May 2027`,
    );
  });

  it('prints travellers’ names with their own letters', () => {
    for (const text of [italianConfirmation, englishConfirmation]) {
      expect(text).toContain('Łukasz Wróbel');
      expect(text).toContain('Zsófia Kővári');
      expect(text).toContain('Maël Wróbel');
    }
  });

  it('numbers the pages and names the organiser on each', () => {
    const pages = Number(/Pagina 1 di (\d+)/.exec(italianConfirmation)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(italianConfirmation).toContain(`Pagina ${pages} di ${pages}`);
    const footers = italianConfirmation.split('Autorizzazione Provincia di Lucca n. 123/2019').length - 1;
    expect(footers).toBeGreaterThanOrEqual(pages);
  });

  it('writes the English document in English', () => {
    expect(englishConfirmation).toContain('Booking confirmation and package travel contract');
    expect(englishConfirmation).toContain('If you cancel: the cancellation fees');
    expect(englishConfirmation).toContain('Page 1 of');
    for (const italian of ['Prezzo', 'giorni', 'Pagina', 'Viaggiatori', 'entro', 'lunedì', 'maggio'])
      expect(englishConfirmation).not.toContain(italian);
  });
});

describe('the information version', () => {
  it('is the same for equal input and changes with the price', () => {
    const version = informationVersion(buildInformation(sampleInformationInput('it'), 'it'));
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(informationVersion(buildInformation(sampleInformationInput('it'), 'it'))).toBe(version);

    const dearer = sampleInformationInput('it');
    dearer.price = { ...dearer.price, totalCents: dearer.price.totalCents + 100 };
    expect(informationVersion(buildInformation(dearer, 'it'))).not.toBe(version);
    expect(informationVersion(buildInformation(sampleInformationInput('en'), 'en'))).not.toBe(version);
  });
});
