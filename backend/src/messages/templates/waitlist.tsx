import type { ReactNode } from 'react';
import { formatDate, untilInstant } from './format.js';
import { Action, Facts, HelpLine, Layout, type MessageTemplate, Paragraph, SignOff } from './layout.js';
import type { AgencyContacts, ContentOf, MessageLanguage, WaitlistSummary } from './message-data.js';

/**
 * The messages of a waiting list (DECISIONS 35): confirm the address, seats held, the turn
 * passed, and the departure cancelled for too few participants (DECISIONS 34).
 */
const TEXT = {
  it: {
    why: 'Ricevi questa e-mail perché hai chiesto di essere avvisato se si libera un posto.',
    greeting: (name: string) => `Gentile ${name},`,
    departure: (trip: string, start: string, end: string) => `${trip}, dal ${start} al ${end}`,
    travellers: (count: number) => (count === 1 ? '1 persona' : `${count} persone`),
    facts: { trip: 'Viaggio', travellers: 'Posti richiesti' },
    leave: 'Se non ti interessa più, puoi uscire dalla lista d’attesa in qualsiasi momento dalla stessa pagina:',
    leaveAction: 'Apri la tua pagina della lista d’attesa',
    confirm: {
      subject: (trip: string) => `Conferma la tua iscrizione alla lista d’attesa – ${trip}`,
      preview: 'Un clic per entrare in lista: ti scriviamo appena si libera un posto.',
      heading: 'Conferma la tua iscrizione',
      intro: (departure: string) =>
        `abbiamo ricevuto la tua richiesta di essere avvisato se si libera un posto per ${departure}.`,
      ask: 'Per entrare in lista d’attesa conferma il tuo indirizzo e-mail con il pulsante qui sotto. Finché non lo confermi, non sei in lista.',
      action: 'Conferma e entra in lista',
      notYou:
        'Se non sei stato tu a chiederlo, ignora questa e-mail: senza conferma la richiesta viene cancellata entro 48 ore.',
    },
    offer: {
      subject: (trip: string) => `Si è liberato un posto per te – ${trip}`,
      preview: 'I posti sono tenuti per te per 12 ore: prenota dal link personale.',
      heading: 'Si è liberato un posto per te',
      intro: (seats: number, departure: string) =>
        seats === 1
          ? `buone notizie: per ${departure} si è liberato un posto e lo teniamo per te.`
          : `buone notizie: per ${departure} si sono liberati ${seats} posti e li teniamo per te.`,
      hold: (until: string) =>
        `I posti sono riservati a te ${until}. Per prenotarli usa il pulsante qui sotto: è un link personale, non condividerlo.`,
      action: 'Prenota i posti',
      after: 'Passato questo tempo, i posti vanno alla persona successiva in lista.',
    },
    lapsed: {
      subject: (trip: string) => `Il posto è passato al prossimo in lista – ${trip}`,
      preview: 'Il tempo per prenotare è finito e i posti sono passati alla persona successiva.',
      heading: 'Il tempo per prenotare è finito',
      intro: (departure: string) =>
        `i posti che tenevamo per te per ${departure} non sono stati prenotati in tempo e sono passati alla persona successiva in lista. La tua richiesta è chiusa.`,
      again: 'Se desideri ancora partire, puoi scegliere un’altra data o iscriverti di nuovo alla lista d’attesa:',
      action: 'Vedi le date del viaggio',
    },
    cancelled: {
      subject: (trip: string) => `La partenza è stata annullata – ${trip}`,
      preview: 'Non si è raggiunto il numero minimo di partecipanti: la lista d’attesa è chiusa.',
      heading: 'La partenza è stata annullata',
      intro: (departure: string) =>
        `ti scriviamo perché eri in lista d’attesa per ${departure}: la partenza è stata annullata perché non si è raggiunto il numero minimo di partecipanti. La lista d’attesa è chiusa e non devi fare nulla.`,
      again: 'Se desideri partire, puoi scegliere un’altra data dello stesso viaggio:',
      action: 'Vedi le date del viaggio',
    },
  },
  en: {
    why: 'You receive this e-mail because you asked to be told when a seat becomes free.',
    greeting: (name: string) => `Dear ${name},`,
    departure: (trip: string, start: string, end: string) => `${trip}, from ${start} to ${end}`,
    travellers: (count: number) => (count === 1 ? '1 person' : `${count} people`),
    facts: { trip: 'Trip', travellers: 'Seats asked for' },
    leave: 'If you are no longer interested, you can leave the waiting list at any time from the same page:',
    leaveAction: 'Open your waiting-list page',
    confirm: {
      subject: (trip: string) => `Confirm your place on the waiting list – ${trip}`,
      preview: 'One click to join the list: we will write as soon as a seat becomes free.',
      heading: 'Confirm your request',
      intro: (departure: string) =>
        `we have received your request to be told when a seat becomes free on ${departure}.`,
      ask: 'To join the waiting list, please confirm your e-mail address with the button below. Until you do, you are not on the list.',
      action: 'Confirm and join the list',
      notYou:
        'If you did not ask for this, please ignore this e-mail: without confirmation the request is deleted within 48 hours.',
    },
    offer: {
      subject: (trip: string) => `A seat has become free for you – ${trip}`,
      preview: 'The seats are held for you for 12 hours: book them from your personal link.',
      heading: 'A seat has become free for you',
      intro: (seats: number, departure: string) =>
        seats === 1
          ? `good news: a seat has become free on ${departure} and we are holding it for you.`
          : `good news: ${seats} seats have become free on ${departure} and we are holding them for you.`,
      hold: (until: string) =>
        `The seats are held for you ${until}. To book them, use the button below: it is a personal link, please do not share it.`,
      action: 'Book the seats',
      after: 'After that, the seats go to the next person on the list.',
    },
    lapsed: {
      subject: (trip: string) => `The seat has gone to the next person – ${trip}`,
      preview: 'The time to book has ended and the seats went to the next person on the list.',
      heading: 'The time to book has ended',
      intro: (departure: string) =>
        `the seats we were holding for you on ${departure} were not booked in time and have gone to the next person on the list. Your request is now closed.`,
      again: 'If you would still like to come, you can choose another date or join the waiting list again:',
      action: 'See the trip’s dates',
    },
    cancelled: {
      subject: (trip: string) => `The departure has been cancelled – ${trip}`,
      preview: 'The minimum number of participants was not reached: the waiting list is closed.',
      heading: 'The departure has been cancelled',
      intro: (departure: string) =>
        `we are writing because you were on the waiting list for ${departure}: the departure has been cancelled because the minimum number of participants was not reached. The waiting list is closed and there is nothing you need to do.`,
      again: 'If you would like to travel, you can choose another date of the same trip:',
      action: 'See the trip’s dates',
    },
  },
} satisfies Record<MessageLanguage, unknown>;

function departureOf(entry: WaitlistSummary, language: MessageLanguage): string {
  return TEXT[language].departure(
    entry.tripTitle,
    formatDate(entry.startDate, language),
    formatDate(entry.endDate, language),
  );
}

function EntryFacts({ entry, language }: { entry: WaitlistSummary; language: MessageLanguage }) {
  const text = TEXT[language];
  return (
    <Facts
      rows={[
        { label: text.facts.trip, value: departureOf(entry, language) },
        { label: text.facts.travellers, value: text.travellers(entry.travellers) },
      ]}
    />
  );
}

function shell(
  entry: WaitlistSummary,
  language: MessageLanguage,
  agency: AgencyContacts,
  words: { subject: string; preview: string; heading: string },
  body: ReactNode,
): MessageTemplate {
  const text = TEXT[language];
  return {
    subject: words.subject,
    element: (
      <Layout
        language={language}
        agency={agency}
        title={words.subject}
        preview={words.preview}
        heading={words.heading}
        why={text.why}
      >
        <Paragraph>{text.greeting(entry.name)}</Paragraph>
        {body}
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}

export function waitlistConfirm(
  { entry }: ContentOf<'waitlist_confirm'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const words = text.confirm;
  return shell(
    entry,
    language,
    agency,
    { subject: words.subject(entry.tripTitle), preview: words.preview, heading: words.heading },
    <>
      <Paragraph>{words.intro(departureOf(entry, language))}</Paragraph>
      <Paragraph>{words.ask}</Paragraph>
      <Action href={entry.pageUrl} label={words.action} language={language} />
      <EntryFacts entry={entry} language={language} />
      <Paragraph>{words.notYou}</Paragraph>
    </>,
  );
}

export function waitlistOffer(
  { entry, seats, bookingUrl, expiresAt }: ContentOf<'waitlist_offer'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const words = text.offer;
  return shell(
    entry,
    language,
    agency,
    { subject: words.subject(entry.tripTitle), preview: words.preview, heading: words.heading },
    <>
      <Paragraph>{words.intro(seats, departureOf(entry, language))}</Paragraph>
      <Paragraph>{words.hold(untilInstant(expiresAt, language))}</Paragraph>
      <Action href={bookingUrl} label={words.action} language={language} />
      <Paragraph>{words.after}</Paragraph>
      <Paragraph>{text.leave}</Paragraph>
      <Action href={entry.pageUrl} label={text.leaveAction} language={language} />
    </>,
  );
}

/** A request the list closed without seats (the turn passed, the departure cancelled): the trip's other dates. */
function closedEntry(
  words: {
    subject: (trip: string) => string;
    preview: string;
    heading: string;
    intro: (departure: string) => string;
    again: string;
    action: string;
  },
  { entry, tripUrl }: { entry: WaitlistSummary; tripUrl: string },
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  return shell(
    entry,
    language,
    agency,
    { subject: words.subject(entry.tripTitle), preview: words.preview, heading: words.heading },
    <>
      <Paragraph>{words.intro(departureOf(entry, language))}</Paragraph>
      <Paragraph>{words.again}</Paragraph>
      <Action href={tripUrl} label={words.action} language={language} />
    </>,
  );
}

export function waitlistLapsed(
  content: ContentOf<'waitlist_lapsed'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  return closedEntry(TEXT[language].lapsed, content, language, agency);
}

export function waitlistCancelled(
  content: ContentOf<'waitlist_cancelled'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  return closedEntry(TEXT[language].cancelled, content, language, agency);
}
