import type { BookingPolicyDto } from '../../../api';
import { formatEuro } from '../../../components/ui/format';
import {
  facts,
  link,
  list,
  mail,
  paragraph,
  phoneLink,
  subheading,
  table,
  type CompanyFacts,
  type LegalDocument,
} from '../legal-document';

/** When the text below last changed; update it with every change of substance. */
export const TERMS_UPDATED = '2026-11-22';

const VIAGGIARE_SICURI_URL = 'https://www.viaggiaresicuri.it';

/**
 * The booking terms. Every figure (deposit, balance and full-payment days, the hold, the
 * children's age and discount, the penalty tables) is the rule the booking service applies,
 * as the server states it: a change of rule changes this text with it.
 */
export function termsAndConditions(
  language: 'it' | 'en',
  company: CompanyFacts,
  policy: BookingPolicyDto,
): LegalDocument {
  return language === 'en' ? termsEn(company, policy) : termsIt(company, policy);
}

type PenaltyRow = BookingPolicyDto['cancellationTables']['standard'][number];

/** Each row's span of days, ending where the row above begins: the words of each language. */
const SPANS = {
  it: {
    first: (days: number) => `Fino a ${days} giorni prima della partenza`,
    between: (from: number, to: number) => `Da ${from} a ${to} giorni prima`,
    last: (days: number) => `Meno di ${days} giorni prima`,
    perPerson: (amount: string) => `${amount} per persona`,
  },
  en: {
    first: (days: number) => `Up to ${days} days before departure`,
    between: (from: number, to: number) => `${from} to ${to} days before`,
    last: (days: number) => `Less than ${days} days before`,
    perPerson: (amount: string) => `${amount} per person`,
  },
};

function penaltyRows(rows: readonly PenaltyRow[], language: 'it' | 'en'): [string, string][] {
  const words = SPANS[language];
  return rows.map((row, i) => {
    const above = rows[i - 1];
    const when = !above
      ? words.first(row.fromDaysBefore)
      : row.fromDaysBefore === 0
        ? words.last(above.fromDaysBefore)
        : words.between(above.fromDaysBefore - 1, row.fromDaysBefore);
    const penalty =
      row.penalty.kind === 'percent'
        ? `${row.penalty.value} %`
        : words.perPerson(formatEuro(row.penalty.value, language));
    return [when, penalty];
  });
}

function termsIt(c: CompanyFacts, p: BookingPolicyDto): LegalDocument {
  const childPrice =
    p.defaultChildDiscountPercentage === 50
      ? 'la metà del prezzo'
      : `il prezzo scontato del ${p.defaultChildDiscountPercentage} %`;
  return {
    intro: [
      paragraph(
        `Queste condizioni regolano la prenotazione dei viaggi organizzati da ${c.legalName} (${c.brand}). Valgono insieme al programma di ogni viaggio, pubblicato nella sua pagina, e alle norme sui pacchetti turistici del Codice del Turismo (D.Lgs. 79/2011). Se la pagina di un viaggio indica condizioni diverse, per quel viaggio valgono quelle.`,
      ),
    ],
    sections: [
      {
        id: 'organizzatore',
        title: '1. Organizzatore',
        blocks: [
          facts(
            ['Società', c.legalName],
            ['Sede', c.address],
            ['Partita IVA', c.vatNumber],
            ['E-mail', mail(c.email)],
            ['Telefono', phoneLink(c.phone)],
          ),
        ],
      },
      {
        id: 'prenotazione',
        title: '2. Come si prenota',
        blocks: [
          paragraph(
            'Puoi prenotare online dalla pagina del viaggio, scegliendo la data e l’aeroporto di partenza, oppure tramite un nostro consulente su WhatsApp, che ti invia un link di prenotazione personale. Al momento della prenotazione indichi i nomi dei viaggiatori e i recapiti di una persona di riferimento.',
          ),
          paragraph(
            'La prenotazione è confermata solo dopo che abbiamo ricevuto il pagamento dell’acconto, o dell’intero importo quando è dovuto. Con la conferma ricevi il riepilogo del viaggio e degli importi.',
          ),
        ],
      },
      {
        id: 'prezzi',
        title: '3. Prezzi e bambini',
        blocks: [
          list(
            'Il prezzo è per persona ed è indicato nella pagina del viaggio e per ogni data di partenza: vale il prezzo della data scelta. Comprende quanto elencato tra i servizi inclusi del viaggio.',
            'Il supplemento per la camera singola, quando previsto, è indicato a parte nella pagina del viaggio.',
            `I bambini che alla data di inizio del viaggio non hanno ancora compiuto ${p.childAgeLimit} anni pagano ${childPrice}, salvo diversa indicazione nella pagina del viaggio. Per applicare la riduzione occorre indicare la data di nascita al momento della prenotazione; senza data di nascita si applica il prezzo intero.`,
            'Gli importi dovuti sono calcolati al momento della prenotazione e indicati nella pagina di pagamento e nella conferma.',
          ),
        ],
      },
      {
        id: 'pagamento',
        title: '4. Acconto, saldo e pagamento con bonifico',
        blocks: [
          subheading('Acconto e saldo'),
          list(
            `Alla prenotazione si versa un acconto pari al ${p.defaultDepositPercentage} % del prezzo totale, salvo che la pagina del viaggio indichi un acconto diverso (un’altra percentuale o un importo fisso per persona).`,
            `Il saldo va versato entro ${p.balanceDueDaysBeforeDeparture} giorni prima della data di partenza.`,
            `Se prenoti quando mancano ${p.fullPaymentWithinDays} giorni o meno alla partenza, si versa subito l’intero importo.`,
          ),
          subheading('Pagamento con bonifico'),
          list(
            'I pagamenti si effettuano con bonifico bancario sul conto dell’agenzia indicato nella pagina di pagamento. Il pagamento con carta al momento non è disponibile.',
            `Dopo una prenotazione online i posti restano riservati per ${p.paymentWindowHours} ore. Entro questo termine esegui il bonifico, indicando nella causale il riferimento della prenotazione («Ricevuta» seguito da un numero), e conferma dalla pagina di pagamento di averlo eseguito.`,
            `Se entro ${p.paymentWindowHours} ore il bonifico non viene segnalato, la prenotazione scade e i posti tornano disponibili per altri viaggiatori.`,
            'Confermiamo la prenotazione quando il bonifico risulta accreditato sul nostro conto.',
          ),
        ],
      },
      {
        id: 'cancellazione',
        title: '5. Se devi annullare il viaggio',
        blocks: [
          paragraph(
            'Puoi annullare la prenotazione in qualsiasi momento prima della partenza scrivendoci a ',
            mail(c.email),
            '. La penale dipende dai giorni di calendario che mancano alla partenza nel giorno in cui riceviamo la tua comunicazione e, dove non è indicato un importo fisso, è una percentuale del prezzo totale del viaggio di ciascun partecipante che annulla. Se la pagina del viaggio indica penali diverse, valgono quelle.',
          ),
          table(
            'Penali di cancellazione: condizioni standard',
            ['Quando annulli', 'Penale'],
            penaltyRows(p.cancellationTables.standard, 'it'),
          ),
          table(
            'Penali di cancellazione: safari in Kenya',
            ['Quando annulli', 'Penale'],
            penaltyRows(p.cancellationTables.kenya, 'it'),
          ),
          paragraph(
            'Da quanto hai già versato tratteniamo la penale e ti rimborsiamo la differenza; se la penale supera quanto versato, resta dovuta la parte mancante.',
          ),
          paragraph(
            'Puoi annullare senza penali se nel luogo di destinazione o nelle sue immediate vicinanze si verificano circostanze inevitabili e straordinarie che incidono in modo sostanziale sul viaggio o sul trasporto verso la destinazione: in questo caso ti rimborsiamo integralmente quanto versato, come previsto dal Codice del Turismo.',
          ),
          paragraph(
            `Invece di annullare puoi cedere la prenotazione a un’altra persona che soddisfa le condizioni del viaggio, avvisandoci almeno ${p.substitutionNoticeDays} giorni prima della partenza. Gli eventuali costi aggiuntivi della cessione, per esempio il cambio di nome sui biglietti aerei, sono a carico di chi cede e di chi subentra, che ne rispondono insieme.`,
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '6. Se siamo noi a modificare o annullare il viaggio',
        blocks: [
          paragraph(
            'Se dobbiamo annullare una partenza, per esempio per circostanze inevitabili e straordinarie o perché non si raggiunge il numero minimo di partecipanti indicato nel programma, ti avvisiamo il prima possibile e ti rimborsiamo integralmente quanto versato, oppure, se preferisci, ti proponiamo un’altra data. Se dobbiamo modificare in modo significativo un elemento essenziale del viaggio, ti informiamo subito e puoi scegliere se accettare la modifica o annullare senza penali.',
          ),
        ],
      },
      {
        id: 'documenti',
        title: '7. Documenti di viaggio',
        blocks: [
          paragraph(
            'Ogni viaggiatore è responsabile di avere con sé documenti validi per il viaggio: passaporto o carta d’identità valida per l’espatrio, secondo la destinazione, ed eventuali visti, autorizzazioni elettroniche d’ingresso e vaccinazioni richiesti dal Paese di destinazione e da quelli di transito. Per molte destinazioni il passaporto deve essere valido almeno 6 mesi oltre la data di rientro.',
          ),
          paragraph(
            'Nella pagina di ogni viaggio trovi le indicazioni sui documenti; ti consigliamo di verificarle prima di prenotare e prima di partire anche sul sito ',
            link('Viaggiare Sicuri', VIAGGIARE_SICURI_URL),
            ' del Ministero degli Affari Esteri. I cittadini non italiani devono informarsi presso le rappresentanze del Paese di destinazione. Se un viaggiatore non può partire o entrare nel Paese perché i suoi documenti non sono in regola, si applicano le penali di cancellazione.',
          ),
        ],
      },
      {
        id: 'durante',
        title: '8. Durante il viaggio',
        blocks: [
          paragraph(
            'L’accompagnatore e le guide locali seguono il programma pubblicato; l’ordine delle visite può cambiare per ragioni pratiche, senza togliere nulla di ciò che è compreso. Se qualcosa non corrisponde a quanto previsto, segnalalo subito all’accompagnatore, perché possiamo rimediare sul posto; puoi scriverci anche dopo il rientro.',
          ),
          paragraph(
            'Come previsto dal Codice del Turismo, l’organizzatore è responsabile dell’esecuzione dei servizi compresi nel viaggio ed è coperto da una garanzia per i casi di insolvenza o fallimento e da un’assicurazione di responsabilità civile, i cui estremi sono indicati nella conferma di prenotazione.',
          ),
        ],
      },
      {
        id: 'contatti',
        title: '9. Reclami, dati personali e legge applicabile',
        blocks: [
          paragraph(
            'Per qualsiasi richiesta o reclamo scrivi a ',
            mail(c.email),
            ' o chiama il ',
            phoneLink(c.phone),
            '.',
          ),
          paragraph(
            'Come trattiamo i tuoi dati è spiegato nell’',
            link('Informativa sulla privacy', '/privacy-policy'),
            '.',
          ),
          paragraph(
            'Queste condizioni sono regolate dalla legge italiana. Per le controversie con i consumatori è competente il giudice del luogo in cui il consumatore risiede o ha domicilio.',
          ),
        ],
      },
    ],
  };
}

function termsEn(c: CompanyFacts, p: BookingPolicyDto): LegalDocument {
  const childPrice =
    p.defaultChildDiscountPercentage === 50 ? 'half price' : `the price less ${p.defaultChildDiscountPercentage} %`;
  return {
    intro: [
      paragraph(
        `These terms govern bookings of the trips organised by ${c.legalName} (${c.brand}). They apply together with the programme of each trip, published on its page, and with the package travel rules of the Italian Tourism Code (Legislative Decree 79/2011). Where a trip page states different terms, those apply to that trip. The Italian version prevails.`,
      ),
    ],
    sections: [
      {
        id: 'organizzatore',
        title: '1. Organiser',
        blocks: [
          facts(
            ['Company', c.legalName],
            ['Registered office', c.address],
            ['VAT number', c.vatNumber],
            ['E-mail', mail(c.email)],
            ['Phone', phoneLink(c.phone)],
          ),
        ],
      },
      {
        id: 'prenotazione',
        title: '2. How to book',
        blocks: [
          paragraph(
            'You can book online from the trip page, choosing the date and the departure airport, or through one of our consultants on WhatsApp, who sends you a personal booking link. A booking is confirmed only once we have received the deposit, or the full amount when that is due; the confirmation summarises the trip and the amounts.',
          ),
        ],
      },
      {
        id: 'prezzi',
        title: '3. Prices and children',
        blocks: [
          list(
            'Prices are per person, shown on the trip page and for each departure date: the price of the chosen date applies. It covers what the trip lists as included. A single-room supplement, where offered, is shown separately.',
            `Children who are not yet ${p.childAgeLimit} on the first day of the trip pay ${childPrice}, unless the trip page states otherwise. Give their date of birth when booking; without it the full price applies.`,
            'The amounts due are calculated when you book and shown on the payment page and in the confirmation.',
          ),
        ],
      },
      {
        id: 'pagamento',
        title: '4. Deposit, balance and payment by bank transfer',
        blocks: [
          list(
            `A deposit of ${p.defaultDepositPercentage} % of the total price is paid when booking, unless the trip page states a different deposit (another percentage or a fixed amount per person).`,
            `The balance is due ${p.balanceDueDaysBeforeDeparture} days before departure.`,
            `If you book ${p.fullPaymentWithinDays} days or less before departure, the full amount is due at once.`,
            'Payments are made by bank transfer to the agency account shown on the payment page; card payment is not available at the moment.',
            `After an online booking the seats are held for ${p.paymentWindowHours} hours. Within that time make the transfer, quoting the booking reference ("Ricevuta" and a number), and confirm on the payment page that you have made it. If no transfer is reported within ${p.paymentWindowHours} hours, the booking expires and the seats are released.`,
            'We confirm the booking once the transfer has reached our account.',
          ),
        ],
      },
      {
        id: 'cancellazione',
        title: '5. If you cancel',
        blocks: [
          paragraph(
            'You can cancel at any time before departure by writing to ',
            mail(c.email),
            '. The charge depends on the calendar days left before departure on the day we receive your message and, unless a fixed amount is shown, is a share of the total trip price of each cancelling traveller. Where a trip page states different charges, those apply.',
          ),
          table(
            'Cancellation charges: standard terms',
            ['When you cancel', 'Charge'],
            penaltyRows(p.cancellationTables.standard, 'en'),
          ),
          table(
            'Cancellation charges: Kenya safari',
            ['When you cancel', 'Charge'],
            penaltyRows(p.cancellationTables.kenya, 'en'),
          ),
          paragraph(
            `We keep the charge out of what you have paid and refund the rest; if the charge exceeds what you have paid, the difference remains due. You may cancel free of charge if unavoidable and extraordinary circumstances at or near the destination significantly affect the trip, and we refund everything you paid. Instead of cancelling you may transfer the booking to another person who meets the trip conditions, telling us at least ${p.substitutionNoticeDays} days before departure; any extra cost (such as renaming flight tickets) is borne jointly by both of you.`,
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '6. If we change or cancel the trip',
        blocks: [
          paragraph(
            'If we must cancel a departure, for example because of unavoidable and extraordinary circumstances or because the minimum number of travellers stated in the programme is not reached, we tell you as soon as possible and refund everything you paid, or offer you another date if you prefer. If we must significantly change an essential part of the trip, we tell you at once and you may accept the change or cancel free of charge.',
          ),
        ],
      },
      {
        id: 'documenti',
        title: '7. Travel documents',
        blocks: [
          paragraph(
            'Each traveller is responsible for carrying valid documents: a passport or an identity card valid for travel abroad, depending on the destination, and any visas, electronic travel authorisations and vaccinations required by the destination and transit countries. Many destinations require a passport valid for at least 6 months after the return date. Each trip page describes the documents needed; please also check the Italian Foreign Ministry’s ',
            link('Viaggiare Sicuri', VIAGGIARE_SICURI_URL),
            ' site before booking and before leaving. Non-Italian citizens should ask the destination country’s consulate. If a traveller cannot leave or enter the country because their documents are not in order, the cancellation charges apply.',
          ),
        ],
      },
      {
        id: 'durante',
        title: '8. During the trip',
        blocks: [
          paragraph(
            'The escort and local guides follow the published programme; the order of visits may change for practical reasons without removing anything included. If something is not as described, tell the escort at once so that we can put it right on the spot. As the Tourism Code requires, the organiser is responsible for the services included in the trip and is covered by insolvency protection and by liability insurance, whose details are given in the booking confirmation.',
          ),
        ],
      },
      {
        id: 'contatti',
        title: '9. Complaints, personal data and governing law',
        blocks: [
          paragraph('For any request or complaint write to ', mail(c.email), ' or call ', phoneLink(c.phone), '.'),
          paragraph('How we handle your data is explained in the ', link('Privacy policy', '/privacy-policy'), '.'),
          paragraph(
            'These terms are governed by Italian law. Disputes with consumers belong to the court of the place where the consumer lives.',
          ),
        ],
      },
    ],
  };
}
