import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { formatDate, formatEuro, formatIban, formatInstant } from './format.js';
import type { AgencyContacts, BookingSummary, MessageLanguage, PaymentData } from './message-data.js';

/** What a message's template gives: its subject, and the e-mail to render. */
export interface MessageTemplate {
  subject: string;
  element: ReactElement;
}

/*
 * The look every message shares. Readers are mostly over 45 and often read on a phone with
 * reading glasses: 18 px body text with a 1.6 line height, near-black on white (about 15:1),
 * one column no wider than 600 px, a button at least 48 px high. Web-safe fonts only: a mail
 * client would fetch a web font from a third party, the site fetches none.
 * The site's colours (frontend/src/theme/theme.ts): deep blue for structure, terracotta for
 * the action.
 */
const COLORS = {
  brandDeep: '#0B3C5D',
  brand: '#0E4D7A',
  accent: '#A4421A',
  text: '#1B2631',
  textMuted: '#3D4752',
  surfaceWarm: '#FBF7F1',
  border: '#C9D2DB',
  white: '#FFFFFF',
};
const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

const bodyStyle: CSSProperties = {
  backgroundColor: COLORS.surfaceWarm,
  margin: 0,
  padding: '16px 0',
  fontFamily: FONT,
};
const containerStyle: CSSProperties = {
  maxWidth: '600px',
  width: '100%',
  backgroundColor: COLORS.white,
  border: `1px solid ${COLORS.border}`,
  borderRadius: '8px',
};
const headerStyle: CSSProperties = {
  backgroundColor: COLORS.brandDeep,
  borderRadius: '8px 8px 0 0',
  padding: '20px 24px',
};
const brandStyle: CSSProperties = {
  color: COLORS.white,
  fontSize: '24px',
  lineHeight: '1.3',
  fontWeight: 700,
  margin: 0,
  fontFamily: FONT,
};
const contentStyle: CSSProperties = { padding: '8px 20px 16px' };
const paragraphStyle: CSSProperties = {
  color: COLORS.text,
  fontSize: '18px',
  lineHeight: '1.6',
  margin: '0 0 18px',
  fontFamily: FONT,
};
const h1Style: CSSProperties = {
  color: COLORS.brandDeep,
  fontSize: '28px',
  lineHeight: '1.3',
  fontWeight: 700,
  margin: '20px 0 18px',
  fontFamily: FONT,
};
const h2Style: CSSProperties = {
  color: COLORS.brandDeep,
  fontSize: '22px',
  lineHeight: '1.35',
  fontWeight: 700,
  margin: '28px 0 12px',
  fontFamily: FONT,
};
const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '0 0 18px' };
const labelCellStyle: CSSProperties = {
  width: '38%',
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '10px 12px 10px 0',
  borderBottom: `1px solid ${COLORS.border}`,
  color: COLORS.textMuted,
  fontSize: '17px',
  lineHeight: '1.5',
  fontWeight: 700,
  fontFamily: FONT,
};
const valueCellStyle: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '10px 0',
  borderBottom: `1px solid ${COLORS.border}`,
  color: COLORS.text,
  fontSize: '19px',
  lineHeight: '1.5',
  fontFamily: FONT,
  wordBreak: 'break-word',
};
const strongValueStyle: CSSProperties = { fontWeight: 700, fontSize: '21px', letterSpacing: '0.5px' };
const buttonStyle: CSSProperties = {
  backgroundColor: COLORS.accent,
  color: COLORS.white,
  fontSize: '20px',
  lineHeight: '1.4',
  fontWeight: 700,
  fontFamily: FONT,
  textDecoration: 'none',
  textAlign: 'center',
  display: 'block',
  padding: '16px 20px',
  borderRadius: '8px',
};
const linkStyle: CSSProperties = { color: COLORS.brand, textDecoration: 'underline' };
/** A long address may break anywhere rather than widen the page; a phone number never breaks. */
const addressLinkStyle: CSSProperties = { ...linkStyle, wordBreak: 'break-all' };
const phoneLinkStyle: CSSProperties = { ...linkStyle, whiteSpace: 'nowrap' };
const listStyle: CSSProperties = { margin: '0 0 18px', paddingLeft: '24px' };
const listItemStyle: CSSProperties = { ...paragraphStyle, margin: '0 0 6px' };
const footerStyle: CSSProperties = { padding: '8px 20px 20px' };
const footerTextStyle: CSSProperties = {
  ...paragraphStyle,
  fontSize: '16px',
  color: COLORS.textMuted,
  margin: '0 0 6px',
};

/** Only web addresses become links: a data value is never a script or a file link. */
function webAddress(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error('A message link must be an http(s) address');
  return url;
}

/** tel: links dial what the screen shows, without the spaces. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const FOOTER_TEXT = {
  it: {
    why: 'Ricevi questa e-mail perché hai una prenotazione con noi.',
    call: 'Telefono',
    write: 'E-mail',
  },
  en: {
    why: 'You receive this e-mail because you have a booking with us.',
    call: 'Phone',
    write: 'E-mail',
  },
} satisfies Record<MessageLanguage, Record<string, string>>;

export interface LayoutProps {
  language: MessageLanguage;
  agency: AgencyContacts;
  /** The subject, also the document's title. */
  title: string;
  /** The line mail apps show next to the subject in the inbox. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Messages to the agency's own staff say nothing about why a customer receives them. */
  staff?: boolean;
  /** Why the reader receives it, when not for a booking (a waiting list). */
  why?: string;
}

export function Layout({ language, agency, title, preview, heading, children, staff = false, why }: LayoutProps) {
  const text = FOOTER_TEXT[language];
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Light only: a client's automatic dark mode could turn the dark text on white into low contrast. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Section style={headerStyle}>
            <Text style={brandStyle}>{agency.brand}</Text>
          </Section>
          <Section style={contentStyle}>
            <Heading as="h1" style={h1Style}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={footerStyle}>
            <Hr style={{ borderColor: COLORS.border, margin: '0 0 16px' }} />
            <Text style={{ ...footerTextStyle, fontWeight: 700, color: COLORS.text }}>{agency.legalName}</Text>
            <Text style={footerTextStyle}>{agency.address}</Text>
            <Text style={footerTextStyle}>
              {text.call}: <Phone number={agency.phone} />
            </Text>
            <Text style={footerTextStyle}>
              {text.write}:{' '}
              <Link href={`mailto:${agency.email}`} style={linkStyle}>
                {agency.email}
              </Link>
            </Text>
            <Text style={footerTextStyle}>
              <Link href={webAddress(agency.siteUrl)} style={addressLinkStyle}>
                {agency.siteUrl}
              </Link>
            </Text>
            {staff ? null : <Text style={{ ...footerTextStyle, marginTop: '12px' }}>{why ?? text.why}</Text>}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraphStyle}>{children}</Text>;
}

/** Lines as someone wrote them (a flights text): one paragraph, its line breaks kept. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <Text style={paragraphStyle}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={h2Style}>
      {children}
    </Heading>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul style={listStyle}>
      {items.map((item, index) => (
        <li key={index} style={listItemStyle}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A row of a facts table; `strong` for what is copied into a bank form. */
export interface Fact {
  label: string;
  value: ReactNode;
  strong?: boolean;
}

/**
 * Label and value side by side, a real table (row headers) for screen readers; the text part
 * reads each row as 'Label: value' (see render-message.ts).
 */
export function Facts({ rows }: { rows: Fact[] }) {
  return (
    <table data-text="facts" width="100%" cellPadding={0} cellSpacing={0} style={tableStyle}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-text="facts-row">
            <th scope="row" style={labelCellStyle} data-text="facts-label">
              {row.label}
            </th>
            <td
              style={row.strong ? { ...valueCellStyle, ...strongValueStyle } : valueCellStyle}
              data-text="facts-value"
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ACTION_TEXT = {
  it: { fallback: 'Se il pulsante non si apre, copia questo indirizzo nel browser:' },
  en: { fallback: 'If the button does not open, copy this address into your browser:' },
} satisfies Record<MessageLanguage, Record<string, string>>;

/**
 * The one primary action, a large button, with its address written out under it: some mail
 * apps block buttons, and some readers prefer to copy an address they can see.
 */
export function Action({ href, label, language }: { href: string; label: string; language: MessageLanguage }) {
  const url = webAddress(href);
  return (
    <Section style={{ margin: '8px 0 18px' }}>
      <Button href={url} style={buttonStyle} data-text="action">
        {label}
      </Button>
      {/* The text part writes the address after the button's label already. */}
      <Text style={{ ...paragraphStyle, fontSize: '17px', margin: '12px 0 0' }} data-skip-in-text="true">
        {ACTION_TEXT[language].fallback}
        <br />
        <Link href={url} style={addressLinkStyle}>
          {url}
        </Link>
      </Text>
    </Section>
  );
}

/** Phone numbers in the body: tap to call on a phone. */
export function Phone({ number }: { number: string }) {
  return (
    <Link href={telHref(number)} style={phoneLinkStyle} data-text="phone">
      {number}
    </Link>
  );
}

export function Email({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} style={linkStyle}>
      {address}
    </Link>
  );
}

const PAYMENT_TEXT = {
  it: {
    title: 'Dati per il bonifico',
    beneficiary: 'Beneficiario',
    iban: 'IBAN',
    bic: 'BIC / SWIFT',
    bank: 'Banca',
    amount: 'Importo',
    reference: 'Causale',
    deadline: 'Scadenza',
    referenceHint: 'Scrivi la causale esattamente così: ci permette di riconoscere subito il tuo bonifico.',
    qrTitle: 'Paga con il codice QR',
    qrText:
      'Molte app bancarie, soprattutto estere, leggono questo codice e compilano il bonifico da sole. Se la tua app non lo legge, usa i dati qui sopra.',
    qrAlt: (amount: string, beneficiary: string, reference: string) =>
      `Codice QR del bonifico: ${amount} a ${beneficiary}, causale ${reference}`,
  },
  en: {
    title: 'Bank transfer details',
    beneficiary: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC / SWIFT',
    bank: 'Bank',
    amount: 'Amount',
    reference: 'Payment reference',
    deadline: 'Deadline',
    referenceHint: 'Write the payment reference exactly like this: it lets us recognise your transfer straight away.',
    qrTitle: 'Pay with the QR code',
    qrText:
      'Many banking apps, especially outside Italy, read this code and fill in the transfer by themselves. If yours does not, use the details above.',
    qrAlt: (amount: string, beneficiary: string, reference: string) =>
      `Bank transfer QR code: ${amount} to ${beneficiary}, reference ${reference}`,
  },
};

/** The transfer to make: the table, the reference's warning and, when attached, the QR code. */
export function PaymentDetails({ payment, language }: { payment: PaymentData; language: MessageLanguage }) {
  const text = PAYMENT_TEXT[language];
  const amount = formatEuro(payment.amountCents, language);
  const rows: Fact[] = [
    { label: text.beneficiary, value: payment.beneficiary },
    { label: text.iban, value: formatIban(payment.iban), strong: true },
    ...(payment.bic ? [{ label: text.bic, value: payment.bic }] : []),
    ...(payment.bankName ? [{ label: text.bank, value: payment.bankName }] : []),
    { label: text.amount, value: amount, strong: true },
    { label: text.reference, value: payment.reference, strong: true },
    { label: text.deadline, value: formatInstant(payment.deadline, language) },
  ];
  return (
    <>
      <Subheading>{text.title}</Subheading>
      <Facts rows={rows} />
      <Paragraph>{text.referenceHint}</Paragraph>
      {payment.qrCid ? (
        // The text part has no image to point at.
        <Section data-skip-in-text="true">
          <Subheading>{text.qrTitle}</Subheading>
          <Img
            src={`cid:${payment.qrCid}`}
            width="220"
            height="220"
            alt={text.qrAlt(amount, payment.beneficiary, payment.reference)}
            style={{ display: 'block', margin: '0 0 12px', border: `1px solid ${COLORS.border}` }}
          />
          <Paragraph>{text.qrText}</Paragraph>
        </Section>
      ) : null}
    </>
  );
}

const SUMMARY_TEXT = {
  it: {
    title: 'La tua prenotazione',
    reference: 'Prenotazione',
    trip: 'Viaggio',
    dates: 'Date',
    dateRange: (start: string, end: string) => `da ${start} a ${end}`,
    airport: 'Aeroporto di partenza',
    travellers: 'Viaggiatori',
    child: 'bambino',
    singleRooms: 'Camere singole',
    total: 'Totale del viaggio',
    paid: 'Già pagato',
    balance: 'Saldo da pagare',
    balanceBy: (amount: string, date: string) => `${amount} entro ${date}`,
  },
  en: {
    title: 'Your booking',
    reference: 'Booking',
    trip: 'Trip',
    dates: 'Dates',
    dateRange: (start: string, end: string) => `from ${start} to ${end}`,
    airport: 'Departure airport',
    travellers: 'Travellers',
    child: 'child',
    singleRooms: 'Single rooms',
    total: 'Trip total',
    paid: 'Paid so far',
    balance: 'Balance to pay',
    balanceBy: (amount: string, date: string) => `${amount} by ${date}`,
  },
};

/** The booking at a glance: what it is, who travels, what was paid and what is left. */
export function BookingDetails({
  booking,
  language,
  title,
  balanceOpen = true,
}: {
  booking: BookingSummary;
  language: MessageLanguage;
  title?: string;
  /** False once the booking has ended (cancelled, expired): nothing is left to pay. */
  balanceOpen?: boolean;
}) {
  const text = SUMMARY_TEXT[language];
  const balance = formatEuro(booking.balanceCents, language);
  const rows: Fact[] = [
    { label: text.reference, value: booking.reference, strong: true },
    { label: text.trip, value: booking.tripTitle },
    {
      label: text.dates,
      value: text.dateRange(formatDate(booking.startDate, language), formatDate(booking.endDate, language)),
    },
    { label: text.airport, value: booking.airportName },
    {
      label: text.travellers,
      value: booking.travellers.map((traveller, index) => (
        <span key={index}>
          {index > 0 ? <br data-text="list-break" /> : null}
          {traveller.child ? `${traveller.name} (${text.child})` : traveller.name}
        </span>
      )),
    },
    ...(booking.singleRooms > 0
      ? [
          {
            label: text.singleRooms,
            value: `${booking.singleRooms} (+${formatEuro(booking.singleSupplementCents, language)})`,
          },
        ]
      : []),
    { label: text.total, value: formatEuro(booking.totalPriceCents, language) },
    ...(booking.amountPaidCents > 0
      ? [{ label: text.paid, value: formatEuro(booking.amountPaidCents, language) }]
      : []),
    ...(balanceOpen && booking.amountPaidCents > 0 && booking.balanceCents > 0
      ? [
          {
            label: text.balance,
            value: booking.balanceDueDate
              ? text.balanceBy(balance, formatDate(booking.balanceDueDate, language))
              : balance,
          },
        ]
      : []),
  ];
  return (
    <>
      <Subheading>{title ?? text.title}</Subheading>
      <Facts rows={rows} />
    </>
  );
}

const SIGN_OFF = {
  it: (brand: string) => ['Un caro saluto,', `lo staff di ${brand}`],
  en: (brand: string) => ['Warm regards,', `The ${brand} team`],
};

export function SignOff({ language, agency }: { language: MessageLanguage; agency: AgencyContacts }) {
  const [greeting, name] = SIGN_OFF[language](agency.brand);
  return (
    <Text style={{ ...paragraphStyle, marginTop: '24px' }}>
      {greeting}
      <br />
      {name}
    </Text>
  );
}

const HELP_TEXT = {
  it: { before: 'Per qualsiasi domanda chiamaci al ', middle: ' o scrivici a ', after: ': ti aiutiamo volentieri.' },
  en: { before: 'If you have any questions, call us on ', middle: ' or write to ', after: ': we are glad to help.' },
};

/** Who to call: a phone number to tap and an address to write to. */
export function HelpLine({ language, agency }: { language: MessageLanguage; agency: AgencyContacts }) {
  const text = HELP_TEXT[language];
  return (
    <Paragraph>
      {text.before}
      <Phone number={agency.phone} />
      {text.middle}
      <Email address={agency.email} />
      {text.after}
    </Paragraph>
  );
}

/**
 * 'Gentile Anna Rossi,': the first traveller is the one who booked. A partner's booking greets
 * the partner and says whose booking, and which of its own, this message is about.
 */
export function Greeting({ booking, language }: { booking: BookingSummary; language: MessageLanguage }) {
  const name = booking.travellers[0]?.name.trim();
  if (booking.partner) {
    const { partner } = booking;
    const yours = partner.reference
      ? language === 'it'
        ? ` (vostro riferimento ${partner.reference})`
        : ` (your reference ${partner.reference})`
      : '';
    return language === 'it' ? (
      <>
        <Paragraph>{`Gentile ${partner.name},`}</Paragraph>
        <Paragraph>{`vi scriviamo della prenotazione del vostro cliente ${name ?? ''}${yours}.`}</Paragraph>
      </>
    ) : (
      <>
        <Paragraph>{`Dear ${partner.name},`}</Paragraph>
        <Paragraph>{`we are writing about your customer ${name ?? ''}'s booking${yours}.`}</Paragraph>
      </>
    );
  }
  if (language === 'it') return <Paragraph>{name ? `Gentile ${name},` : 'Buongiorno,'}</Paragraph>;
  return <Paragraph>{name ? `Dear ${name},` : 'Hello,'}</Paragraph>;
}
