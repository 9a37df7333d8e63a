import { BOOKING_POLICY } from '../bookings/booking-policy.js';
import type { ConfirmationInput, DocumentLanguage } from './document-inputs.js';
import type { ConfirmationDocument, DocumentSection } from './document-model.js';
import { daysBefore, formatDate, formatDay, formatInstant, formatMoney, formatPlainDate, pick } from './format.js';
import {
  PRICE_INCREASE_NOTICE_DAYS,
  PRICE_INCREASE_WITHDRAWAL_PERCENT,
  cancellationSection,
  datesText,
  footerText,
  formalitiesSection,
  groupSection,
  hotelsSection,
  includedSections,
  insuranceSection,
  itinerarySection,
  mealsSection,
  mobilitySection,
  organiserSection,
  priceSection,
  protectionSection,
  rightsSection,
  transportSection,
  tripSection,
} from './sections.js';

/**
 * The booking confirmation on a durable medium (art. 35-36): everything the traveller was told
 * before booking, this booking's own facts, and the terms the law wants the contract to state.
 */
export function buildConfirmation(input: ConfirmationInput, language: DocumentLanguage): ConfirmationDocument {
  const { booking } = input;
  return {
    kind: 'confirmation',
    language,
    reference: booking.reference,
    title: pick(
      language,
      'Conferma di prenotazione e contratto di viaggio',
      'Booking confirmation and package travel contract',
    ),
    subtitle: `${booking.reference} · ${input.trip.title} · ${datesText(input, language)}`,
    footer: footerText(input.organiser, language),
    sections: [
      bookingSection(input, language),
      travellersSection(input, language),
      tripSection(input, language),
      itinerarySection(input, language),
      transportSection(input, language),
      hotelsSection(input, language),
      mealsSection(input, language),
      ...includedSections(input, language),
      specialRequestsSection(input, language),
      priceSection(input, language, booking.reference),
      paymentsSection(input, language),
      groupSection(input, language),
      mobilitySection(input, language),
      formalitiesSection(input, language),
      cancellationSection(input, language),
      transferSection(input, language),
      changesSection(input, language),
      liabilitySection(input, language),
      duringTheTripSection(input, language),
      complaintsSection(input, language),
      insuranceSection(input, language),
      organiserSection(input.organiser, language),
      protectionSection(input.organiser, language),
      rightsSection(input, language),
    ],
  };
}

function bookingSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const { booking, organiser } = input;
  const rows: [string, string][] = [
    [pick(language, 'Riferimento', 'Reference'), booking.reference],
    [pick(language, 'Prenotazione del', 'Booked on'), formatInstant(booking.bookedAt, language)],
    [pick(language, 'E-mail di contatto', 'Contact e-mail'), booking.contactEmail],
    [pick(language, 'Telefono di contatto', 'Contact phone'), booking.contactPhone],
  ];
  if (booking.informationShown)
    rows.push([
      pick(language, 'Informazioni precontrattuali ricevute', 'Pre-contract information received'),
      pick(
        language,
        `${formatInstant(booking.informationShown.shownAt, language)} (versione ${booking.informationShown.version.slice(0, 12)})`,
        `${formatInstant(booking.informationShown.shownAt, language)} (version ${booking.informationShown.version.slice(0, 12)})`,
      ),
    ]);
  return {
    heading: pick(language, 'La tua prenotazione', 'Your booking'),
    paragraphs: [
      pick(
        language,
        `Questo documento conferma la tua prenotazione e contiene le condizioni del contratto di pacchetto turistico tra te e ${organiser.legalName} (${organiser.brand}), organizzatore del viaggio. Conservalo: è il tuo contratto. Indica sempre il riferimento ${booking.reference} quando ci scrivi o ci chiami.`,
        `This document confirms your booking and sets out the terms of the package travel contract between you and ${organiser.legalName} (${organiser.brand}), the organiser of the trip. Please keep it: it is your contract. Always quote the reference ${booking.reference} when you write or call us.`,
      ),
    ],
    rows,
  };
}

function travellersSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  return {
    heading: pick(language, 'Viaggiatori', 'Travellers'),
    rows: input.booking.travellers.map((traveller) => {
      const age = traveller.child ? pick(language, 'bambino', 'child') : pick(language, 'adulto', 'adult');
      const born = traveller.birthDate
        ? pick(
            language,
            `nato/a il ${formatPlainDate(traveller.birthDate, language)}`,
            `born ${formatPlainDate(traveller.birthDate, language)}`,
          )
        : null;
      return [traveller.name, born ? `${born} · ${age}` : age];
    }),
  };
}

function specialRequestsSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const requests = input.booking.specialRequests;
  return {
    heading: pick(language, 'Richieste particolari', 'Special requests'),
    ...(requests.length > 0
      ? {
          paragraphs: [
            pick(
              language,
              "Le richieste seguenti sono state accettate dall'organizzatore e fanno parte del contratto:",
              'The following requests were accepted by the organiser and are part of the contract:',
            ),
          ],
          bullets: requests,
        }
      : { paragraphs: [pick(language, 'Nessuna richiesta particolare.', 'No special requests.')] }),
  };
}

function paymentsSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const { booking, price } = input;
  const rows: [string, string][] = [
    [pick(language, 'Prezzo totale', 'Total price'), formatMoney(price.totalCents, language)],
    ...booking.payments.map((payment): [string, string] => [
      pick(
        language,
        `Pagamento del ${formatDay(payment.date, language)}`,
        `Payment of ${formatDay(payment.date, language)}`,
      ),
      `${formatMoney(payment.amountCents, language)} · ${payment.method}`,
    ]),
    [pick(language, 'Totale pagato', 'Total paid'), formatMoney(booking.paidCents, language)],
  ];
  if (booking.dueCents > 0)
    rows.push([
      pick(language, 'Ancora da pagare', 'Still to pay'),
      booking.dueDate
        ? pick(
            language,
            `${formatMoney(booking.dueCents, language)}, entro ${formatDate(booking.dueDate, language)}`,
            `${formatMoney(booking.dueCents, language)}, by ${formatDate(booking.dueDate, language)}`,
          )
        : formatMoney(booking.dueCents, language),
    ]);
  else
    rows.push([
      pick(language, 'Ancora da pagare', 'Still to pay'),
      pick(language, 'Nulla: il viaggio è pagato per intero', 'Nothing: the trip is paid in full'),
    ]);
  return {
    heading: pick(language, 'Pagamenti ricevuti e da fare', 'Payments received and due'),
    rows,
  };
}

function transferSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const notice = BOOKING_POLICY.substitutionNoticeDays;
  const lastDay = daysBefore(input.departure.startDate, notice);
  const by = lastDay ? formatDate(lastDay, language) : null;
  return {
    heading: pick(
      language,
      'Cessione del contratto a un altro viaggiatore',
      'Transferring the booking to another traveller',
    ),
    paragraphs: [
      pick(
        language,
        `Se non puoi partire, puoi cedere il tuo posto a un'altra persona che abbia i requisiti per partecipare al viaggio (per esempio passaporto e visti validi). Devi comunicarcelo per iscritto almeno ${notice} giorni prima della partenza${by ? `, cioè entro ${by}` : ''}, indicando il nome e i dati del nuovo viaggiatore.`,
        `If you cannot travel, you may transfer your place to another person who meets the conditions of the trip (for example a valid passport and visas). You must tell us in writing at least ${notice} days before departure${by ? `, that is by ${by}` : ''}, giving the new traveller's name and details.`,
      ),
      pick(
        language,
        'Chi cede e chi subentra rispondono insieme del saldo del prezzo e dei costi in più causati dalla cessione, come il cambio del nome sul biglietto aereo. Ti indichiamo questi costi prima e te ne diamo la prova; non superano quelli che sosteniamo davvero.',
        'You and the person taking your place are jointly liable for the balance of the price and for any extra costs caused by the transfer, such as changing the name on the air ticket. We tell you these costs beforehand and show you proof of them; they never exceed what we actually pay.',
      ),
    ],
  };
}

function changesSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const lastDay = daysBefore(input.departure.startDate, PRICE_INCREASE_NOTICE_DAYS);
  const by = lastDay ? formatDate(lastDay, language) : null;
  return {
    heading: pick(language, 'Variazioni del prezzo e del viaggio', 'Changes to the price and the trip'),
    paragraphs: [
      pick(
        language,
        `Dopo la conferma il prezzo può cambiare solo per variazioni del costo del carburante, di tasse e diritti sui servizi compresi (per esempio le tasse aeroportuali) o dei tassi di cambio applicati al viaggio. Un aumento ti viene comunicato per iscritto, con il calcolo e il motivo, almeno ${PRICE_INCREASE_NOTICE_DAYS} giorni prima della partenza${by ? ` (entro ${by})` : ''}; dopo, il prezzo non può più aumentare. Se quei costi diminuiscono, hai diritto alla riduzione corrispondente.`,
        `After confirmation the price may change only because of changes in fuel costs, in taxes and fees on the included services (for example airport taxes) or in the exchange rates applied to the trip. An increase is notified to you in writing, with its calculation and reason, at least ${PRICE_INCREASE_NOTICE_DAYS} days before departure${by ? ` (by ${by})` : ''}; after that, the price can no longer rise. If those costs fall, you are entitled to the corresponding reduction.`,
      ),
      pick(
        language,
        `Se l'aumento supera l'${PRICE_INCREASE_WITHDRAWAL_PERCENT} % del prezzo totale, o se dobbiamo cambiare in modo significativo un elemento essenziale del viaggio, ti proponiamo la modifica per iscritto con un termine per rispondere: puoi accettarla oppure recedere senza penale e riavere tutto quanto hai pagato. Le piccole modifiche che non cambiano la sostanza del viaggio ti vengono comunicate in modo chiaro.`,
        `If the increase is more than ${PRICE_INCREASE_WITHDRAWAL_PERCENT} % of the total price, or if we must significantly change an essential element of the trip, we propose the change to you in writing with a deadline to answer: you may accept it or withdraw without a fee and get back everything you paid. Minor changes that leave the substance of the trip unaltered are notified to you clearly.`,
      ),
    ],
  };
}

function liabilitySection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const { organiser } = input;
  return {
    heading: pick(
      language,
      "Responsabilità e assistenza dell'organizzatore",
      "The organiser's liability and assistance",
    ),
    paragraphs: [
      pick(
        language,
        `${organiser.legalName} risponde dell'esecuzione di tutti i servizi turistici compresi in questo contratto, sia di quelli che presta direttamente sia di quelli prestati da altri fornitori (art. 42 del Codice del Turismo). Se un servizio non è conforme al contratto, vi rimedia, salvo che sia impossibile o che il costo sia sproporzionato; se non vi rimedia, hai diritto a una riduzione del prezzo e al risarcimento del danno, salvo che il difetto dipenda da te, da un terzo estraneo ai servizi o da circostanze inevitabili e straordinarie.`,
        `${organiser.legalName} is responsible for the performance of every travel service included in this contract, both those it provides itself and those provided by other suppliers (art. 42 of the Tourism Code). If a service does not conform to the contract, it remedies the fault unless that is impossible or disproportionately costly; if it does not, you are entitled to a price reduction and to compensation for damage, unless the fault is due to you, to a third party unconnected with the services, or to unavoidable and extraordinary circumstances.`,
      ),
      pick(
        language,
        "Se durante il viaggio ti trovi in difficoltà, l'organizzatore ti assiste senza ritardo (art. 45): ti dà informazioni sui servizi sanitari, sulle autorità locali e sull'assistenza consolare, ti aiuta a comunicare a distanza e a trovare soluzioni di viaggio alternative. Se la difficoltà è causata da te, volontariamente o per negligenza, l'organizzatore può chiederti un compenso ragionevole, non superiore ai costi effettivi.",
        'If you are in difficulty during the trip, the organiser assists you without delay (art. 45): it gives you information on health services, local authorities and consular assistance, and helps you communicate at a distance and find alternative travel arrangements. If you caused the difficulty, intentionally or through negligence, the organiser may charge a reasonable fee, not above the actual costs.',
      ),
    ],
  };
}

function duringTheTripSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const { organiser, booking } = input;
  return {
    heading: pick(
      language,
      'Durante il viaggio: contatti e segnalazioni',
      'During the trip: contacts and reporting problems',
    ),
    rows: [
      [
        pick(language, 'Contatto sul posto: accompagnatore del gruppo', 'Local contact: the group’s tour leader'),
        booking.localContact ??
          pick(
            language,
            'nome e cellulare ti vengono inviati con i documenti di viaggio, prima della partenza',
            'name and mobile number are sent to you with the travel documents, before departure',
          ),
      ],
      [pick(language, 'Emergenze (24 ore su 24)', 'Emergencies (24 hours)'), organiser.emergencyPhone],
      [pick(language, 'Ufficio', 'Office'), `${organiser.phone} · ${organiser.email}`],
    ],
    paragraphs: [
      pick(
        language,
        "Se durante il viaggio un servizio non corrisponde a quanto previsto, segnalalo subito all'accompagnatore o chiamaci: possiamo rimediare solo se lo sappiamo, e una segnalazione tardiva può ridurre la riduzione del prezzo o il risarcimento che ti spettano.",
        'If a service during the trip does not match what was agreed, report it at once to the tour leader or call us: we can only put it right if we know, and a late report may reduce the price reduction or compensation you are owed.',
      ),
      pick(
        language,
        "Se viaggia un minore senza un genitore, indicaci prima della partenza il nome e il telefono di un genitore o di chi ne ha la responsabilità: durante il viaggio lo potrai raggiungere tramite l'accompagnatore o il numero per le emergenze.",
        'If a minor travels without a parent, give us before departure the name and phone number of a parent or the person responsible for the minor: during the trip they can be reached through the tour leader or the emergency number.',
      ),
    ],
  };
}

function complaintsSection(input: ConfirmationInput, language: DocumentLanguage): DocumentSection {
  const { organiser, booking } = input;
  return {
    heading: pick(language, 'Reclami e risoluzione delle controversie', 'Complaints and dispute resolution'),
    paragraphs: [
      pick(
        language,
        `Puoi presentare un reclamo per iscritto a ${organiser.legalName}, ${organiser.address}, oppure all'indirizzo e-mail ${organiser.email}, indicando il riferimento ${booking.reference}. Ti rispondiamo per iscritto.`,
        `You may make a complaint in writing to ${organiser.legalName}, ${organiser.address}, or by e-mail to ${organiser.email}, quoting the reference ${booking.reference}. We answer in writing.`,
      ),
      pick(
        language,
        "Se la risposta non ti soddisfa, puoi rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR), per esempio il servizio di conciliazione o di mediazione della Camera di Commercio; per una controversia con un'impresa di un altro paese dell'Unione europea puoi chiedere aiuto al Centro Europeo Consumatori. Resta sempre salvo il tuo diritto di rivolgerti al giudice.",
        'If the answer does not satisfy you, you may turn to an alternative dispute resolution (ADR) body, for example the conciliation or mediation service of a Chamber of Commerce; for a dispute with a business in another European Union country, the European Consumer Centre can help you. Your right to go to court is never affected.',
      ),
    ],
  };
}
