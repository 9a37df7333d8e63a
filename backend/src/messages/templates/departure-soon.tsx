import { formatDate } from './format.js';
import {
  Action,
  BookingDetails,
  BulletList,
  Facts,
  Greeting,
  HelpLine,
  Layout,
  Lines,
  type MessageTemplate,
  Paragraph,
  Phone,
  SignOff,
  Subheading,
} from './layout.js';
import type { AgencyContacts, ContentOf, MessageLanguage } from './message-data.js';

const TEXT = {
  it: {
    subject: (reference: string, trip: string) => `Informazioni per la partenza – ${reference} – ${trip}`,
    preview: (start: string, airport: string) =>
      `Si parte ${start} da ${airport}: ritrovo, voli, accompagnatori e cosa portare.`,
    heading: (start: string) => `Ci siamo quasi: si parte ${start}`,
    intro: (trip: string) =>
      `manca poco alla partenza per ${trip}. Qui sotto trovi tutto quello che serve sapere: ti consigliamo di stampare questa e-mail o di tenerla a portata di mano.`,
    meeting: 'Il ritrovo',
    meetingAirport: 'Aeroporto',
    meetingDay: 'Giorno',
    meetingTime: 'Orario di ritrovo',
    meetingTimeValue: (time: string) => `ore ${time} (ora di Roma)`,
    meetingTimeLater: 'Te lo confermiamo nei prossimi giorni',
    flights: 'I voli',
    coordinators: 'Chi vi accompagna',
    coordinatorsIntro: 'Durante il viaggio puoi contare sul tuo accompagnatore, anche al telefono:',
    documents: 'Documenti da portare',
    luggage: 'Il bagaglio',
    noPhone: 'Al ritrovo in aeroporto',
    travellers: 'Viaggiatori e prenotazione',
    goodbye: 'Ti auguriamo un viaggio sereno e pieno di belle scoperte!',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Departure information – ${reference} – ${trip}`,
    preview: (start: string, airport: string) =>
      `You leave on ${start} from ${airport}: meeting point, flights, tour leaders and what to bring.`,
    heading: (start: string) => `Almost time: you leave on ${start}`,
    intro: (trip: string) =>
      `your departure for ${trip} is close. Below you will find everything you need to know: we suggest you print this e-mail or keep it close at hand.`,
    meeting: 'Meeting point',
    meetingAirport: 'Airport',
    meetingDay: 'Day',
    meetingTime: 'Meeting time',
    meetingTimeValue: (time: string) => `${time} (Rome time)`,
    meetingTimeLater: 'We will confirm it in the coming days',
    flights: 'Flights',
    coordinators: 'Your tour leaders',
    coordinatorsIntro: 'During the trip you can count on your tour leader, on the phone too:',
    documents: 'Documents to bring',
    luggage: 'Luggage',
    noPhone: 'At the airport meeting point',
    travellers: 'Travellers and booking',
    goodbye: 'We wish you a relaxing trip, full of wonderful discoveries!',
    action: 'Open your booking',
  },
};

export function departureSoon(
  { booking, meetingAirport, meetingTime, flights, coordinators, documents, luggage }: ContentOf<'departure_soon'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  const start = formatDate(booking.startDate, language);
  return {
    subject,
    element: (
      <Layout
        language={language}
        agency={agency}
        title={subject}
        preview={text.preview(start, meetingAirport)}
        heading={text.heading(start)}
      >
        <Greeting booking={booking} language={language} />
        <Paragraph>{text.intro(booking.tripTitle)}</Paragraph>
        <Subheading>{text.meeting}</Subheading>
        <Facts
          rows={[
            { label: text.meetingAirport, value: meetingAirport, strong: true },
            { label: text.meetingDay, value: start },
            {
              label: text.meetingTime,
              value: meetingTime ? text.meetingTimeValue(meetingTime) : text.meetingTimeLater,
              strong: meetingTime !== null,
            },
          ]}
        />
        {flights.trim() ? (
          <>
            <Subheading>{text.flights}</Subheading>
            <Lines text={flights} />
          </>
        ) : null}
        {coordinators.length > 0 ? (
          <>
            <Subheading>{text.coordinators}</Subheading>
            <Paragraph>{text.coordinatorsIntro}</Paragraph>
            <Facts
              rows={coordinators.map((coordinator) => ({
                label: coordinator.name,
                value: coordinator.phone ? <Phone number={coordinator.phone} /> : text.noPhone,
              }))}
            />
          </>
        ) : null}
        {documents.length > 0 ? (
          <>
            <Subheading>{text.documents}</Subheading>
            <BulletList items={documents} />
          </>
        ) : null}
        {luggage.length > 0 ? (
          <>
            <Subheading>{text.luggage}</Subheading>
            <BulletList items={luggage} />
          </>
        ) : null}
        <BookingDetails booking={booking} language={language} title={text.travellers} />
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <Paragraph>{text.goodbye}</Paragraph>
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
