import { BOOKING_POLICY, type CancellationRow } from '../bookings/booking-policy.js';
import type { DocumentLanguage, InformationInput, Organiser, PriceSchedule } from './document-inputs.js';
import type { DocumentSection } from './document-model.js';
import { minimumGroupDeadline } from '../departures/minimum-group.js';
import { formatDate, formatInstant, formatMoney, pick } from './format.js';

/**
 * The sections both documents share. The law wants the confirmation to repeat everything the
 * traveller was told before booking (art. 36), so each is written once, here.
 */

/** The law's ceiling on a price increase before the traveller may withdraw free (art. 39). */
export const PRICE_INCREASE_WITHDRAWAL_PERCENT = 8;
/** No price increase may be notified later than this many days before departure (art. 39). */
export const PRICE_INCREASE_NOTICE_DAYS = 20;

/** The deadline in words: 'domenica 20 aprile 2027 (20 giorni prima della partenza)'. */
export function minimumParticipantsDeadlineText(
  tripDays: number,
  startDate: string,
  language: DocumentLanguage,
): string {
  const deadline = minimumGroupDeadline(tripDays, startDate);
  if ('hoursBefore' in deadline) {
    return pick(
      language,
      `${deadline.hoursBefore} ore prima della partenza`,
      `${deadline.hoursBefore} hours before departure`,
    );
  }
  const span = pick(
    language,
    `${deadline.daysBefore} giorni prima della partenza`,
    `${deadline.daysBefore} days before departure`,
  );
  return deadline.date ? `${formatDate(deadline.date, language)} (${span})` : span;
}

/**
 * The policy's cancellation rows as label and fee. Each row runs from its `fromDaysBefore`
 * (included) up to the row above it; the first runs from the booking.
 */
export function cancellationTableRows(
  rows: readonly CancellationRow[],
  language: DocumentLanguage,
): [string, string][] {
  return rows.map((row, i) => {
    const above = rows[i - 1];
    const from = row.fromDaysBefore;
    let when: string;
    if (!above)
      when =
        from === 0
          ? pick(language, 'In qualsiasi momento', 'At any time')
          : pick(language, `${from} giorni o più prima della partenza`, `${from} days or more before departure`);
    else if (from === 0)
      when = pick(
        language,
        `Meno di ${above.fromDaysBefore} giorni prima della partenza`,
        `Less than ${above.fromDaysBefore} days before departure`,
      );
    else if (above.fromDaysBefore - 1 === from)
      when = pick(language, `${from} giorni prima della partenza`, `${from} days before departure`);
    else
      when = pick(
        language,
        `Da ${above.fromDaysBefore - 1} a ${from} giorni prima della partenza`,
        `${above.fromDaysBefore - 1} to ${from} days before departure`,
      );
    const fee =
      row.penalty.kind === 'percent'
        ? pick(language, `${row.penalty.value} % del prezzo`, `${row.penalty.value} % of the price`)
        : pick(
            language,
            `${formatMoney(row.penalty.value, language)} per persona`,
            `${formatMoney(row.penalty.value, language)} per person`,
          );
    return [when, fee];
  });
}

export function durationText(days: number, nights: number, language: DocumentLanguage): string {
  return pick(
    language,
    `${days} ${days === 1 ? 'giorno' : 'giorni'} / ${nights} ${nights === 1 ? 'notte' : 'notti'}`,
    `${days} ${days === 1 ? 'day' : 'days'} / ${nights} ${nights === 1 ? 'night' : 'nights'}`,
  );
}

export function datesText(input: InformationInput, language: DocumentLanguage): string {
  const { startDate, endDate } = input.departure;
  return `${formatDate(startDate, language)} – ${formatDate(endDate, language)}`;
}

/** The organiser as every page names it. */
export function footerText(organiser: Organiser, language: DocumentLanguage): string {
  return [
    organiser.legalName,
    organiser.address,
    pick(language, `P. IVA ${organiser.vatNumber}`, `VAT ${organiser.vatNumber}`),
    organiser.licence,
  ].join(' · ');
}

/** Annex A part I, in plain words: what buying a package gives the traveller. */
export function rightsSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  const { organiser, trip, departure } = input;
  const notice = BOOKING_POLICY.substitutionNoticeDays;
  const deadline = minimumParticipantsDeadlineText(trip.days, departure.startDate, language);
  const protector = organiser.insolvencyProtector;
  return {
    heading: pick(
      language,
      'Modulo informativo standard: i tuoi diritti principali',
      'Standard information form: your key rights',
    ),
    paragraphs: [
      pick(
        language,
        'Il viaggio che ti proponiamo è un pacchetto turistico: lo regolano la Direttiva (UE) 2015/2302 e, in Italia, il Codice del Turismo (D.Lgs. 79/2011, articoli 32-51). Hai quindi tutti i diritti che la legge europea riconosce a chi acquista un pacchetto.',
        'The trip we offer you is a package: it is governed by Directive (EU) 2015/2302 and, in Italy, by the Tourism Code (Legislative Decree 79/2011, articles 32-51). You therefore have every right that EU law gives to people who buy a package.',
      ),
      pick(
        language,
        `${organiser.legalName} (${organiser.brand}) è l'organizzatore del viaggio e risponde verso di te dell'intero pacchetto e di ogni servizio che contiene, anche di quelli prestati da altri, come voli, alberghi e guide.`,
        `${organiser.legalName} (${organiser.brand}) is the organiser of the trip and is responsible to you for the whole package and for every service in it, including those provided by others such as airlines, hotels and guides.`,
      ),
      pick(
        language,
        `Se ${organiser.brand} diventasse insolvente, quanto hai pagato ti viene restituito e, poiché il pacchetto comprende il trasporto, il tuo rientro è garantito. Questa protezione è affidata a ${protector.name}, ${protector.address} (telefono ${protector.phone}, e-mail ${protector.email}), a cui puoi rivolgerti direttamente se i servizi ti vengono negati a causa dell'insolvenza.`,
        `Should ${organiser.brand} become insolvent, you get back what you paid and, as the package includes transport, your journey home is guaranteed. This protection is provided by ${protector.name}, ${protector.address} (phone ${protector.phone}, e-mail ${protector.email}), whom you may contact directly if services are refused to you because of the insolvency.`,
      ),
    ],
    bullets: [
      pick(
        language,
        'Prima di impegnarti ricevi tutte le informazioni essenziali sul viaggio; queste informazioni fanno parte del contratto.',
        'Before you commit, you receive all the essential information about the trip; that information becomes part of the contract.',
      ),
      pick(
        language,
        "L'organizzatore risponde della corretta esecuzione di tutti i servizi compresi nel pacchetto.",
        'The organiser is responsible for the proper performance of every service included in the package.',
      ),
      pick(
        language,
        `Hai un numero per le emergenze, attivo durante il viaggio a qualsiasi ora, con cui raggiungere l'organizzatore: ${organiser.emergencyPhone}.`,
        `You have an emergency number, answered at any hour during the trip, to reach the organiser: ${organiser.emergencyPhone}.`,
      ),
      pick(
        language,
        `Puoi cedere il pacchetto a un'altra persona che abbia i requisiti per partecipare, avvisandoci almeno ${notice} giorni prima della partenza; gli eventuali costi in più ti vengono indicati e documentati.`,
        `You may transfer the package to another person who meets the conditions to travel, by telling us at least ${notice} days before departure; any extra costs are stated and documented to you.`,
      ),
      pick(
        language,
        `Il prezzo può aumentare solo se il contratto lo prevede e solo per variazioni del costo del carburante, di tasse e diritti sui servizi compresi o dei tassi di cambio, mai negli ultimi ${PRICE_INCREASE_NOTICE_DAYS} giorni prima della partenza. Se l'aumento supera l'${PRICE_INCREASE_WITHDRAWAL_PERCENT} % del prezzo puoi recedere senza penale; se quei costi diminuiscono, hai diritto a una riduzione del prezzo.`,
        `The price may rise only if the contract allows it and only because of changes in fuel costs, in taxes and fees on the included services or in exchange rates, and never within the last ${PRICE_INCREASE_NOTICE_DAYS} days before departure. If the increase is more than ${PRICE_INCREASE_WITHDRAWAL_PERCENT} % of the price you may withdraw without a fee; if those costs fall, you are entitled to a price reduction.`,
      ),
      pick(
        language,
        "Se l'organizzatore cambia in modo significativo un elemento essenziale del viaggio diverso dal prezzo, puoi recedere senza penale e riavere tutto quanto hai pagato. Se l'organizzatore annulla il viaggio prima della partenza, ti rimborsa per intero e, quando è dovuto, ti risarcisce.",
        'If the organiser significantly changes an essential element of the trip other than the price, you may withdraw without a fee and get back everything you paid. If the organiser cancels the trip before departure, you are refunded in full and, where due, compensated.',
      ),
      pick(
        language,
        `L'organizzatore può annullare il viaggio se non si raggiunge il numero minimo di partecipanti, restituendoti tutto quanto hai pagato, purché te lo comunichi in tempo: almeno 20 giorni prima della partenza per i viaggi di più di 6 giorni, 7 giorni prima per quelli da 2 a 6 giorni, 48 ore prima per quelli più brevi. Per questo viaggio il termine è: ${deadline}.`,
        `The organiser may cancel the trip if the minimum number of participants is not reached, refunding everything you paid, provided it tells you in time: at least 20 days before departure for trips of more than 6 days, 7 days before for trips of 2 to 6 days, 48 hours before for shorter ones. For this trip the deadline is: ${deadline}.`,
      ),
      pick(
        language,
        'Puoi recedere senza penale prima della partenza se nel luogo di destinazione, o vicino a esso, si verificano circostanze inevitabili e straordinarie (per esempio gravi problemi di sicurezza) che incidono in modo sostanziale sul viaggio.',
        'You may withdraw without a fee before departure if unavoidable and extraordinary circumstances at or near the destination (for example serious safety problems) significantly affect the trip.',
      ),
      pick(
        language,
        'Puoi recedere in qualsiasi momento prima della partenza pagando una penale proporzionata: la tabella delle penali di questo viaggio è indicata in questo documento.',
        'You may withdraw at any time before departure by paying a reasonable fee: the fee table of this trip is set out in this document.',
      ),
      pick(
        language,
        "Se dopo la partenza una parte importante del viaggio non può essere fornita come previsto, l'organizzatore ti offre soluzioni alternative adeguate senza costi in più. Se un servizio non è conforme al contratto, il difetto incide in modo importante sul viaggio e l'organizzatore non vi rimedia, puoi recedere senza penale.",
        'If, after departure, an important part of the trip cannot be provided as agreed, the organiser offers you suitable alternative arrangements at no extra cost. If a service does not conform to the contract, the fault significantly affects the trip and the organiser does not remedy it, you may withdraw without a fee.',
      ),
      pick(
        language,
        'Se un servizio non viene prestato o viene prestato male, hai diritto a una riduzione del prezzo e, se hai subito un danno, al risarcimento.',
        'If a service is not provided or is provided badly, you are entitled to a price reduction and, if you suffered damage, to compensation.',
      ),
      pick(
        language,
        "Se durante il viaggio ti trovi in difficoltà, l'organizzatore ti assiste senza ritardo.",
        'If you are in difficulty during the trip, the organiser assists you without delay.',
      ),
      pick(
        language,
        "Puoi presentare un reclamo all'organizzatore e, se la risposta non ti soddisfa, rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR), oltre che al giudice.",
        'You may make a complaint to the organiser and, if the answer does not satisfy you, turn to an alternative dispute resolution (ADR) body, as well as to the courts.',
      ),
    ],
  };
}

export function organiserSection(organiser: Organiser, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, "L'organizzatore", 'The organiser'),
    rows: [
      [pick(language, 'Società', 'Company'), organiser.legalName],
      [pick(language, 'Marchio', 'Brand'), organiser.brand],
      [pick(language, 'Sede', 'Address'), organiser.address],
      [pick(language, 'Partita IVA', 'VAT number'), organiser.vatNumber],
      [pick(language, 'Autorizzazione', 'Licence'), organiser.licence],
      [pick(language, 'Telefono', 'Phone'), organiser.phone],
      ['E-mail', organiser.email],
      [pick(language, 'Sito', 'Website'), organiser.website],
      [
        pick(language, 'Emergenze durante il viaggio (24 ore su 24)', 'Emergencies during the trip (24 hours)'),
        organiser.emergencyPhone,
      ],
      [
        pick(language, 'Assicurazione di responsabilità civile', 'Liability insurance'),
        pick(
          language,
          `${organiser.liabilityInsurance.insurer}, polizza n. ${organiser.liabilityInsurance.policyNumber}`,
          `${organiser.liabilityInsurance.insurer}, policy no. ${organiser.liabilityInsurance.policyNumber}`,
        ),
      ],
    ],
  };
}

export function protectionSection(organiser: Organiser, language: DocumentLanguage): DocumentSection {
  const protector = organiser.insolvencyProtector;
  return {
    heading: pick(language, 'Protezione in caso di insolvenza', 'Insolvency protection'),
    paragraphs: [
      pick(
        language,
        `I pagamenti che fai all'organizzatore sono protetti: se ${organiser.brand} diventasse insolvente o fallisse, ${protector.name} ti rimborsa quanto hai pagato e, se sei già in viaggio, organizza il tuo rientro. Puoi rivolgerti direttamente a ${protector.name}.`,
        `The payments you make to the organiser are protected: should ${organiser.brand} become insolvent or go bankrupt, ${protector.name} refunds what you paid and, if you are already travelling, arranges your return. You may contact ${protector.name} directly.`,
      ),
    ],
    rows: [
      [pick(language, 'Garante', 'Protector'), protector.name],
      [pick(language, 'Indirizzo', 'Address'), protector.address],
      [pick(language, 'Telefono', 'Phone'), protector.phone],
      ['E-mail', protector.email],
      [pick(language, 'Polizza o certificato', 'Policy or certificate'), protector.policyNumber],
    ],
  };
}

export function tripSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  const { trip, departure } = input;
  return {
    heading: pick(language, 'Il viaggio', 'The trip'),
    rows: [
      [pick(language, 'Viaggio', 'Trip'), trip.title],
      [pick(language, 'Destinazione', 'Destination'), trip.destination],
      [pick(language, 'Partenza', 'Departure'), formatDate(departure.startDate, language)],
      [pick(language, 'Rientro', 'Return'), formatDate(departure.endDate, language)],
      [pick(language, 'Durata', 'Length'), durationText(trip.days, trip.nights, language)],
      [pick(language, 'Aeroporto di partenza', 'Departure airport'), departure.airportName],
      [
        pick(language, 'Tipo di viaggio', 'Kind of trip'),
        pick(
          language,
          `Viaggio di gruppo, al massimo ${trip.groupMax} partecipanti`,
          `Group trip, at most ${trip.groupMax} participants`,
        ),
      ],
      [pick(language, 'Lingua del viaggio', 'Language of the trip'), trip.language],
    ],
  };
}

export function itinerarySection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Programma, visite ed escursioni', 'Itinerary, visits and excursions'),
    rows: input.trip.itinerary.map(({ day, title, summary }) => [
      pick(language, `Giorno ${day}`, `Day ${day}`),
      summary ? `${title}. ${summary}` : title,
    ]),
  };
}

export function transportSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Trasporto', 'Transport'),
    paragraphs: [
      input.trip.transport,
      pick(
        language,
        `Si parte da ${input.departure.airportName}. Gli orari dei voli, se non sono già indicati qui, ti vengono comunicati appena la compagnia aerea li conferma e in ogni caso con i documenti di viaggio.`,
        `The group leaves from ${input.departure.airportName}. Flight times, where not already given here, are sent to you as soon as the airline confirms them and in any case with the travel documents.`,
      ),
    ],
  };
}

export function hotelsSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Alloggi', 'Accommodation'),
    rows: input.trip.hotels.map((hotel) => {
      const category =
        hotel.stars > 0
          ? pick(language, `${hotel.stars} ${hotel.stars === 1 ? 'stella' : 'stelle'}`, `${hotel.stars}-star`)
          : pick(language, 'senza classificazione a stelle', 'no star rating');
      return [hotel.name, hotel.description ? `${category}. ${hotel.description}` : category];
    }),
  };
}

export function mealsSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Pasti', 'Meals'),
    ...(input.trip.meals.length > 0
      ? { bullets: input.trip.meals }
      : { paragraphs: [pick(language, 'Nessun pasto è compreso nel prezzo.', 'No meals are included in the price.')] }),
  };
}

export function includedSections(input: InformationInput, language: DocumentLanguage): DocumentSection[] {
  return [
    { heading: pick(language, 'La quota comprende', 'The price includes'), bullets: input.trip.included },
    {
      heading: pick(language, 'La quota non comprende', 'The price does not include'),
      bullets: input.trip.excluded,
    },
  ];
}

export function groupSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  const { trip, departure } = input;
  const deadline = minimumParticipantsDeadlineText(trip.days, departure.startDate, language);
  return {
    heading: pick(language, 'Gruppo e numero minimo di partecipanti', 'Group size and minimum number'),
    rows: [
      [pick(language, 'Partecipanti al massimo', 'Maximum participants'), String(trip.groupMax)],
      [pick(language, 'Numero minimo di partecipanti', 'Minimum number of participants'), String(trip.minGroup)],
      [
        pick(
          language,
          "Termine per l'annullamento se il minimo non è raggiunto",
          'Deadline to cancel if the minimum is not reached',
        ),
        deadline,
      ],
    ],
    paragraphs: [
      pick(
        language,
        `Il viaggio si effettua con almeno ${trip.minGroup} partecipanti. Se questo numero non viene raggiunto, l'organizzatore può annullare il viaggio comunicandotelo entro ${deadline}; in questo caso ti restituisce per intero quanto hai pagato, senza altro indennizzo.`,
        `The trip runs with at least ${trip.minGroup} participants. If that number is not reached, the organiser may cancel the trip by telling you no later than ${deadline}; you then get back everything you paid, in full, with no further compensation.`,
      ),
    ],
  };
}

export function mobilitySection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Viaggiatori con mobilità ridotta', 'Travellers with reduced mobility'),
    paragraphs: [
      input.trip.reducedMobility,
      pick(
        language,
        'Se hai esigenze particolari di mobilità o di salute, diccelo prima di prenotare: ti diciamo con precisione se il viaggio è adatto a te.',
        'If you have particular mobility or health needs, tell us before booking: we will tell you precisely whether the trip suits you.',
      ),
    ],
  };
}

function paymentRows(price: PriceSchedule, transferReason: string, language: DocumentLanguage): [string, string][] {
  const rows: [string, string][] = [];
  const firstDue =
    typeof price.depositDueBy === 'string'
      ? pick(
          language,
          `entro ${formatInstant(price.depositDueBy, language)}`,
          `by ${formatInstant(price.depositDueBy, language)}`,
        )
      : pick(
          language,
          `entro ${price.depositDueBy.hoursAfterBooking} ore dalla prenotazione`,
          `within ${price.depositDueBy.hoursAfterBooking} hours of booking`,
        );
  if (price.depositCents !== null) {
    rows.push([
      pick(language, 'Acconto', 'Deposit'),
      pick(
        language,
        `${formatMoney(price.depositCents, language)}, ${firstDue}`,
        `${formatMoney(price.depositCents, language)}, ${firstDue}`,
      ),
    ]);
    if (price.balanceCents > 0)
      rows.push([
        pick(language, 'Saldo', 'Balance'),
        price.balanceDueDate
          ? pick(
              language,
              `${formatMoney(price.balanceCents, language)}, entro ${formatDate(price.balanceDueDate, language)}`,
              `${formatMoney(price.balanceCents, language)}, by ${formatDate(price.balanceDueDate, language)}`,
            )
          : formatMoney(price.balanceCents, language),
      ]);
  } else {
    rows.push([
      pick(language, 'Pagamento in unica soluzione', 'Payment in full'),
      pick(
        language,
        `${formatMoney(price.totalCents, language)}, ${firstDue}`,
        `${formatMoney(price.totalCents, language)}, ${firstDue}`,
      ),
    ]);
  }
  rows.push([
    pick(language, 'Modalità di pagamento', 'How to pay'),
    pick(language, 'Bonifico bancario', 'Bank transfer'),
  ]);
  if (price.bankAccount) {
    rows.push(
      [pick(language, 'Intestatario', 'Beneficiary'), price.bankAccount.beneficiary],
      ['IBAN', price.bankAccount.iban],
      [pick(language, 'Banca', 'Bank'), price.bankAccount.bankName],
    );
  }
  rows.push([pick(language, 'Causale del bonifico', 'Transfer reference'), transferReason]);
  return rows;
}

/**
 * The price with every tax and fee, and the payment schedule. Before booking the transfer's
 * reference is not known yet; the confirmation passes the booking's own.
 */
export function priceSection(
  input: InformationInput,
  language: DocumentLanguage,
  reference: string | null,
): DocumentSection {
  const { departure, price } = input;
  const rows: [string, string][] = [
    [pick(language, 'Prezzo per adulto', 'Price per adult'), formatMoney(departure.adultPriceCents, language)],
  ];
  if (departure.childPriceCents !== null)
    rows.push([
      pick(
        language,
        `Prezzo per bambino (meno di ${BOOKING_POLICY.childAgeLimit} anni alla partenza)`,
        `Price per child (under ${BOOKING_POLICY.childAgeLimit} on the departure day)`,
      ),
      formatMoney(departure.childPriceCents, language),
    ]);
  if (departure.singleSupplementCents !== null) {
    rows.push([
      pick(language, 'Supplemento camera singola, per camera', 'Single room supplement, per room'),
      formatMoney(departure.singleSupplementCents, language),
    ]);
    if (departure.singleRooms > 0)
      rows.push([
        pick(language, 'Camere singole richieste', 'Single rooms asked for'),
        `${departure.singleRooms} (${formatMoney(departure.singleRooms * departure.singleSupplementCents, language)})`,
      ]);
  }
  rows.push([
    pick(language, 'Prezzo totale, tutto compreso', 'Total price, everything included'),
    formatMoney(price.totalCents, language),
  ]);
  const transferReason =
    reference ??
    pick(
      language,
      'il riferimento della prenotazione («Ricevuta» seguito da un numero), che ricevi prenotando',
      "the booking's reference ('Ricevuta' followed by a number), which you receive when booking",
    );
  rows.push(...paymentRows(price, transferReason, language));
  return {
    heading: pick(language, 'Prezzo e pagamenti', 'Price and payments'),
    rows,
    paragraphs: [
      pick(
        language,
        'Il prezzo totale comprende le tasse e tutti i diritti e le spese obbligatorie che conosciamo oggi. Le spese non comprese, che potresti sostenere durante il viaggio, sono elencate tra i servizi che la quota non comprende.',
        'The total price includes taxes and every compulsory fee and charge known today. Costs not included, which you may meet during the trip, are listed among the services the price does not include.',
      ),
    ],
  };
}

export function formalitiesSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Passaporto, visti e salute', 'Passport, visas and health'),
    bullets: input.trip.documents,
    paragraphs: [
      pick(
        language,
        "Queste indicazioni valgono per i cittadini italiani e degli altri paesi dell'Unione europea; se hai un'altra cittadinanza, chiedici prima di prenotare quali documenti ti servono. Tieni conto dei tempi necessari per ottenere passaporto e visti: un documento mancante non dà diritto al rimborso.",
        'These notes apply to citizens of Italy and of the other European Union countries; if you hold another citizenship, ask us before booking which documents you need. Allow for the time it takes to obtain a passport and visas: a missing document gives no right to a refund.',
      ),
    ],
  };
}

export function cancellationSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Se rinunci al viaggio: le penali', 'If you cancel: the cancellation fees'),
    paragraphs: [
      pick(
        language,
        'Puoi recedere dal contratto in qualsiasi momento prima della partenza, comunicandocelo per iscritto. La penale dipende da quanti giorni di calendario mancano alla partenza il giorno in cui riceviamo la tua comunicazione:',
        'You may withdraw from the contract at any time before departure by telling us in writing. The fee depends on how many calendar days before departure we receive your notice:',
      ),
    ],
    rows: cancellationTableRows(input.cancellationRows, language),
    bullets: [
      pick(
        language,
        'Le percentuali si applicano al prezzo di ogni viaggiatore che rinuncia; gli importi fissi sono dovuti per ogni viaggiatore che rinuncia.',
        'Percentages apply to the price of each traveller who cancels; fixed amounts are due for each traveller who cancels.',
      ),
      pick(
        language,
        'Non paghi alcuna penale se rinunci perché nel luogo di destinazione si verificano circostanze inevitabili e straordinarie che incidono in modo sostanziale sul viaggio: in questo caso ti restituiamo tutto quello che hai pagato.',
        'You pay no fee if you cancel because unavoidable and extraordinary circumstances at the destination significantly affect the trip: in that case we refund everything you paid.',
      ),
    ],
  };
}

export function insuranceSection(input: InformationInput, language: DocumentLanguage): DocumentSection {
  const { liabilityInsurance } = input.organiser;
  return {
    heading: pick(language, 'Assicurazioni', 'Insurance'),
    paragraphs: [
      input.insurance,
      pick(
        language,
        `L'organizzatore è coperto per la responsabilità civile verso i viaggiatori da ${liabilityInsurance.insurer}, polizza n. ${liabilityInsurance.policyNumber}.`,
        `The organiser's liability towards travellers is insured with ${liabilityInsurance.insurer}, policy no. ${liabilityInsurance.policyNumber}.`,
      ),
    ],
  };
}
