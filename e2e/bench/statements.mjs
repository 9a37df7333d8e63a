// Bank statements at the size of a busy month: a camt.053.001.02 file of 10,000 entries, 2,000
// of them transfers paying a booking's deposit with its 'Ricevuta NNNN' reference, imported
// through POST /api/v1/admin/bank-statements (read, matched, applied in one transaction), then
// the same file again (answered from the first import, nothing applied twice). The app's wall
// time and its process's peak RSS, against fast-xml-parser reading the same file in a process
// of its own (statements-baseline.mjs): the part of the work that is only parsing.
// The bookings are written straight into PostgreSQL: 2,000 through the booking route would take
// minutes of its per-client limits and measure something else.
// Results are printed and merged into e2e/.tmp/bench-results.json under "statements".
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, REPO_ROOT, startBackend } from '../support/start-backend.mjs';
import { BENCH_IBAN, benchBackendEnv, openDeparture, prepare } from './booking.mjs';
import {
  machineInfo,
  median,
  message,
  mib,
  nextClient,
  printTable,
  procStatusBytes,
  resetPeakRss,
  sampleRss,
  stopChild,
  withTimeout,
  writeSection,
} from './shared.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const STATEMENT_FILE = path.join(REPO_ROOT, 'e2e/.tmp/bench-statement-camt053.xml');
const ENTRIES = 10_000;
const BOOKINGS = 2_000;
// The rest of the month, as an agency's account sees it.
const MIX = { pending: 120, unknownReference: 80, debits: 4_000 };
// DEPARTURE_LIMITS.maxTotalSpots: the most one departure created through the admin API takes.
const SEATS_PER_DEPARTURE = 200;
// The app refuses larger files (STATEMENT_MAX_BYTES).
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const BASELINE_RUNS = 3;
const RSS_SAMPLE_MS = 50;
const IMPORT_TIMEOUT_MS = 180_000;

/** A small deterministic generator: the same file on every run, so runs compare. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = (next, list) => list[Math.floor(next() * list.length)];
const euro = (cents) => (cents / 100).toFixed(2);
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An Italian IBAN with valid ISO 13616 check digits for a bank code and an account number. */
function italianIban(next) {
  const digits = (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const bban = `${String.fromCharCode(65 + Math.floor(next() * 26))}${digits(5)}${digits(5)}${digits(12)}`;
  const numeric = `${bban}IT00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const FIRST_NAMES = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena'];
const LAST_NAMES = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Ferri', 'Gallo', 'Conti', 'Marino', 'Greco'];
const SUPPLIERS = [
  'Hotel Riviera dei Fiori S.r.l.',
  'Autolinee Toscane S.p.A.',
  'Ceska Travel s.r.o.',
  'Agenzia delle Entrate',
  'Assicurazioni Generali S.p.A.',
  'Studio Commercialista Neri',
];
/** Payers' own words around a reference, as banks pass them on ('Ricevuta 1234' in every spelling). */
const REFERENCE_TEXTS = [
  (n) => `Ricevuta ${n}`,
  (n) => `ACCONTO VIAGGIO PRAGA RICEVUTA${n}`,
  (n) => `acconto tour ricevuta n. ${n}`,
  (n, name) => `Ricevuta N°${n} - ${name}`,
  (n) => `RICEVUTA: 0${n} acconto`,
];
const PLAIN_CREDITS = [
  'Quota associativa 2027',
  'Rimborso spese anticipate',
  'Saldo fattura 118/2026',
  'Bonifico da privato',
  'Storno commissioni',
  'Caparra gruppo parrocchia',
];
const DEBIT_TEXTS = ['Saldo fattura', 'Acconto fattura', 'F24 ritenute', 'Canone POS', 'Commissioni bonifici'];

/**
 * The bookings the statement pays: `BOOKINGS` of them on as many 200-seat departures as their
 * travellers fill, each with its reference number (1000 up) held in payment_references.
 */
async function seedBookings(baseUrl, adminToken, databaseUrl) {
  const next = random(20_270_204);
  const travellers = Array.from({ length: BOOKINGS }, (_, i) => (i % 5 === 4 ? 2 : 1));
  const seats = travellers.reduce((a, b) => a + b, 0);
  const departureCount = Math.ceil(seats / SEATS_PER_DEPARTURE);
  const tokens = [];
  for (let k = 0; k < departureCount; k++) {
    tokens.push((await openDeparture(baseUrl, adminToken, 700 + k, SEATS_PER_DEPARTURE)).token);
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: links } = await client.query(
      `SELECT l.id, l.departure_id AS "departureId", l.trip_id AS "tripId", l.iban_id AS "ibanId",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", coalesce(l.offer_price_cents, d.price_cents) AS "priceCents",
              l.payment_type AS "paymentType", l.deposit_percentage AS "depositPercentage",
              l.deposit_per_person_cents AS "depositPerPersonCents",
              l.child_discount_enabled AS "childDiscountEnabled", l.child_discount_percentage AS "childDiscountPercentage"
         FROM booking_links l JOIN departures d ON d.id = l.departure_id
        WHERE l.token = ANY($1) ORDER BY d.start_date`,
      [tokens],
    );
    if (links.length !== departureCount || links.some((link) => !link.ibanId)) {
      throw new Error('the checkout links of the departures are not as expected');
    }
    // The app's own compiled price rule, so amounts and deposits are what a real booking stores.
    const { depositTermsOf, priceBooking } = await import(
      pathToFileURL(path.join(REPO_ROOT, 'backend/dist/bookings/booking-policy.js')).href
    );

    const bookings = [];
    let departureIndex = 0;
    let seatsTaken = 0;
    for (let i = 0; i < BOOKINGS; i++) {
      if (seatsTaken + travellers[i] > SEATS_PER_DEPARTURE) {
        departureIndex += 1;
        seatsTaken = 0;
      }
      seatsTaken += travellers[i];
      const link = links[departureIndex];
      const summary = priceBooking(
        Array.from({ length: travellers[i] }, () => ({ birthDate: null })),
        { ...link, deposit: depositTermsOf(link) },
        new Date(),
      );
      const number = 1000 + i;
      const name = `${pick(next, FIRST_NAMES)} ${pick(next, LAST_NAMES)}`;
      bookings.push({ id: randomUUID(), link, number, name, travellers: travellers[i], ...summary });
    }

    await client.query('BEGIN');
    const column = (read) => bookings.map(read);
    await client.query(
      `INSERT INTO bookings (id, booking_link_id, departure_id, trip_id, airport, traveller_count, adult_count,
              child_count, price_cents, total_price_cents, child_discount_cents, deposit_amount_cents,
              amount_to_pay_cents, payment_type, payment_reference, payment_expires_at, contact_email,
              contact_phone, iban_id, contact_email_key, contact_phone_key)
       SELECT id, link_id, departure_id, trip_id, airport, travellers, adults, children, price, total, discount,
              deposit, to_pay, payment_type, 'Ricevuta ' || number, now() + interval '5 hours', email, phone,
              iban_id, email, right(regexp_replace(phone, '\\D', '', 'g'), 9)
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::int[], $8::int[],
                     $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::text[], $15::int[], $16::text[],
                     $17::text[], $18::uuid[])
           AS b(id, link_id, departure_id, trip_id, airport, travellers, adults, children, price, total, discount,
                deposit, to_pay, payment_type, number, email, phone, iban_id)`,
      [
        column((b) => b.id),
        column((b) => b.link.id),
        column((b) => b.link.departureId),
        column((b) => b.link.tripId),
        column((b) => (b.number % 3 === 0 ? 'FCO' : 'MXP')),
        column((b) => b.travellers),
        column((b) => b.adultCount),
        column((b) => b.childCount),
        column((b) => b.link.priceCents),
        column((b) => b.totalPriceCents),
        column((b) => b.childDiscountCents),
        column((b) => b.depositAmountCents),
        column((b) => b.amountToPayCents),
        column((b) => b.paymentType),
        column((b) => b.number),
        column((b) => `cliente.${b.number}@example.it`),
        column((b) => `+39 347 ${String(b.number).padStart(7, '0')}`),
        column((b) => b.link.ibanId),
      ],
    );
    await client.query(
      `INSERT INTO payment_references (number, booking_id, held_until)
       SELECT number, booking_id, 'infinity' FROM unnest($1::int[], $2::uuid[]) AS r(number, booking_id)`,
      [column((b) => b.number), column((b) => b.id)],
    );
    await client.query(
      `INSERT INTO booking_travellers (booking_id, position, first_name, last_name, is_child)
       SELECT b.id, p, split_part(b.name, ' ', 1), split_part(b.name, ' ', 2), false
         FROM unnest($1::uuid[], $2::text[], $3::int[]) AS b(id, name, travellers), generate_series(0, b.travellers - 1) AS p`,
      [column((b) => b.id), column((b) => b.name), column((b) => b.travellers)],
    );
    // The seats the bookings hold, as the booking route would have taken them.
    await client.query(
      `UPDATE departures d SET spots_available = d.spots_available - t.seats, updated_at = now()
         FROM (SELECT departure_id, sum(traveller_count)::int AS seats FROM bookings GROUP BY departure_id) t
        WHERE d.id = t.departure_id`,
    );
    await client.query('COMMIT');
    return { bookings, departures: departureCount, seats };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** One `Ntry` with one transaction, as Italian banks write camt.053.001.02. */
function entryXml(entry) {
  const party =
    entry.direction === 'CRDT'
      ? `<Dbtr><Nm>${escapeXml(entry.party)}</Nm></Dbtr><DbtrAcct><Id><IBAN>${entry.iban}</IBAN></Id></DbtrAcct>`
      : `<Cdtr><Nm>${escapeXml(entry.party)}</Nm></Cdtr><CdtrAcct><Id><IBAN>${entry.iban}</IBAN></Id></CdtrAcct>`;
  const bookingDate = entry.status === 'BOOK' ? `\n        <BookgDt><Dt>${entry.bookedOn}</Dt></BookgDt>` : '';
  return `
      <Ntry>
        <Amt Ccy="EUR">${euro(entry.cents)}</Amt>
        <CdtDbtInd>${entry.direction}</CdtDbtInd>
        <Sts>${entry.status}</Sts>${bookingDate}
        <ValDt><Dt>${entry.bookedOn}</Dt></ValDt>
        <BkTxCd><Prtry><Cd>${entry.direction === 'CRDT' ? '48' : '26'}</Cd><Issr>CBI</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${entry.bankReference}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${euro(entry.cents)}</Amt></TxAmt></AmtDtls>
            <RltdPties>${party}</RltdPties>
            <RmtInf><Ustrd>${escapeXml(entry.remittance)}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/**
 * The month's statement: a credit paying each booking's deposit (or its total when it asks
 * for the total) with its reference, and the rest of an agency's month: pending credits, credits
 * naming no booking or a reference nobody has, credits without any reference, debits.
 */
function statementXml(bookings) {
  const next = random(53_001_002);
  const name = () => `${pick(next, FIRST_NAMES)} ${pick(next, LAST_NAMES)}`;
  const entries = bookings.map((b) => ({
    direction: 'CRDT',
    status: 'BOOK',
    cents: b.amountToPayCents,
    party: b.name,
    remittance: pick(next, REFERENCE_TEXTS)(b.number, b.name.split(' ')[1]),
  }));
  for (let i = 0; i < MIX.pending; i++) {
    const b = bookings[Math.floor(next() * bookings.length)];
    entries.push({
      direction: 'CRDT',
      status: 'PDNG',
      cents: b.amountToPayCents,
      party: b.name,
      remittance: `Ricevuta ${b.number}`,
    });
  }
  for (let i = 0; i < MIX.unknownReference; i++) {
    entries.push({
      direction: 'CRDT',
      status: 'BOOK',
      cents: 20_000 + Math.floor(next() * 100_000),
      party: name(),
      remittance: `Ricevuta ${70_000 + i} acconto`,
    });
  }
  for (let i = 0; i < MIX.debits; i++) {
    entries.push({
      direction: 'DBIT',
      status: 'BOOK',
      cents: 500 + Math.floor(next() * 500_000),
      party: pick(next, SUPPLIERS),
      remittance: `${pick(next, DEBIT_TEXTS)} ${1 + Math.floor(next() * 900)}/2027`,
    });
  }
  while (entries.length < ENTRIES) {
    entries.push({
      direction: 'CRDT',
      status: 'BOOK',
      cents: 1_000 + Math.floor(next() * 300_000),
      party: name(),
      remittance: pick(next, PLAIN_CREDITS),
    });
  }
  // Shuffled, then dated in file order over the 30 days before today, as a month's statement reads.
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [entries[i], entries[j]] = [entries[j], entries[i]];
  }
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const day = (offset) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
  const sums = { CRDT: { count: 0, cents: 0 }, DBIT: { count: 0, cents: 0 } };
  entries.forEach((entry, position) => {
    entry.bookedOn = day(-30 + Math.floor((position * 30) / entries.length));
    entry.bankReference = `0542811${String(position + 1).padStart(9, '0')}`;
    entry.iban = italianIban(next);
    if (entry.status === 'BOOK') {
      sums[entry.direction].count += 1;
      sums[entry.direction].cents += entry.cents;
    }
  });
  const opening = 12_500_00;
  const closing = opening + sums.CRDT.cents - sums.DBIT.cents;
  const balance = (code, cents, date) =>
    `
      <Bal>
        <Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">${euro(Math.abs(cents))}</Amt>
        <CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Dt><Dt>${date}</Dt></Dt>
      </Bal>`;
  const created = `${day(0)}T06:15:02`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>ATI-STMT-BENCH-${day(0)}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>
    </GrpHdr>
    <Stmt>
      <Id>BENCH-${day(0)}-0000123456</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>${created}</CreDtTm>
      <FrToDt><FrDtTm>${day(-30)}T00:00:00</FrDtTm><ToDtTm>${day(-1)}T23:59:59</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>${BENCH_IBAN}</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Ownr><Nm>A.T.I. S.R.L.</Nm></Ownr>
        <Svcr><FinInstnId><BIC>BLOPIT22</BIC></FinInstnId></Svcr>
      </Acct>${balance('OPBD', opening, day(-30))}${balance('CLBD', closing, day(-1))}
      <TxsSummry>
        <TtlCdtNtries><NbOfNtries>${sums.CRDT.count}</NbOfNtries><Sum>${euro(sums.CRDT.cents)}</Sum></TtlCdtNtries>
        <TtlDbtNtries><NbOfNtries>${sums.DBIT.count}</NbOfNtries><Sum>${euro(sums.DBIT.cents)}</Sum></TtlDbtNtries>
      </TxsSummry>${entries.map(entryXml).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/**
 * Uploads the file as staff do and times it to the whole answer, sampling the backend's RSS
 * meanwhile; its peak RSS is restarted first, so VmHWM afterwards is the import's own peak.
 */
async function importFile(baseUrl, token, bytes, pid) {
  const rssBeforeBytes = procStatusBytes(pid, 'VmRSS');
  const peakReset = resetPeakRss(pid);
  const sampler = sampleRss(pid, RSS_SAMPLE_MS);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/xml' }), 'estratto-conto-camt053.xml');
  const started = performance.now();
  let status;
  let text;
  let sampled;
  try {
    const res = await fetch(`${baseUrl}/api/v1/admin/bank-statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextClient() },
      body: form,
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
    status = res.status;
    text = await res.text();
  } finally {
    sampled = sampler.stop();
  }
  const ms = performance.now() - started;
  const hwm = peakReset ? procStatusBytes(pid, 'VmHWM') : null;
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // kept as text for the error
  }
  return {
    status,
    json,
    text,
    ms,
    rssBeforeBytes,
    peakRssBytes: Math.max(sampled.peakBytes ?? 0, hwm ?? 0) || null,
    peakFrom: hwm === null ? `RSS sampled every ${RSS_SAMPLE_MS} ms` : 'VmHWM restarted before the import',
    rssSamples: sampled.samples,
  };
}

/** What the database holds after an import: the figures that show nothing was applied twice. */
async function ledger(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM payments) AS payments,
              (SELECT coalesce(sum(amount_cents), 0)::bigint::text FROM payments) AS "paidCents",
              (SELECT count(*)::int FROM bookings WHERE payment_status <> 'pending') AS "bookingsPaid",
              (SELECT count(*)::int FROM bank_statements) AS statements,
              (SELECT count(*)::int FROM bank_statement_entries) AS entries`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** fast-xml-parser as the backend imports it: its ESM entry, resolved from the backend's workspace. */
function fastXmlParser() {
  const require = createRequire(path.join(REPO_ROOT, 'backend/package.json'));
  let dir = path.dirname(require.resolve('fast-xml-parser'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = manifest.exports?.['.']?.import?.default ?? manifest.module ?? manifest.main;
  return { url: pathToFileURL(path.join(dir, entry)).href, version: manifest.version };
}

async function baselineRun(parserUrl, resources) {
  const child = fork(path.join(HERE, 'statements-baseline.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = resources.add('fast-xml-parser baseline', () => stopChild(child));
  try {
    const answer = await withTimeout(
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`the baseline exited early (code ${code})`)));
        child.send({ file: STATEMENT_FILE, parserUrl });
      }),
      120_000,
      'fast-xml-parser baseline',
    );
    if (!answer?.ok) throw new Error(`the baseline failed: ${answer?.message}`);
    return answer;
  } finally {
    await stop();
  }
}

export async function runStatements({ env = process.env, resources, isInterrupted = () => false }) {
  const settings = {
    entries: ENTRIES,
    bookings: BOOKINGS,
    mix: {
      matching: BOOKINGS,
      ...MIX,
      plainCredits: ENTRIES - BOOKINGS - MIX.pending - MIX.unknownReference - MIX.debits,
    },
    baselineRuns: BASELINE_RUNS,
    rssSampleMs: RSS_SAMPLE_MS,
  };
  console.log(
    `Statements benchmark: a camt.053.001.02 file of ${ENTRIES} entries (${BOOKINGS} paying a booking's deposit by its reference) imported by the app, then again; fast-xml-parser reading the same file alone as the baseline (median of ${BASELINE_RUNS} runs)`,
  );
  const result = { generatedAt: new Date().toISOString(), machine: machineInfo(), settings, failures: [] };
  let exitCode = 0;
  try {
    const backendEnv = benchBackendEnv();
    // The embedded server's port is chosen here because startBackend does not report it.
    const embeddedPort = await freePort();
    if (env.DATABASE_URL) backendEnv.DATABASE_URL = env.DATABASE_URL;
    else backendEnv.EMBEDDED_POSTGRES_PORT = String(embeddedPort);
    const starting = startBackend({ env: backendEnv });
    resources.add('backend', async () => (await starting.catch(() => null))?.stop());
    const backend = await starting;
    const databaseUrl = backend.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/viaggi`;
    // Kept by startBackend for error reports; the import's log lines are not needed here.
    const drain = setInterval(() => (backend.output.length = 0), 5_000);
    resources.add('backend output drain', () => clearInterval(drain));

    const adminToken = await prepare(backend.url);
    const seedStarted = performance.now();
    const seeded = await seedBookings(backend.url, adminToken, databaseUrl);
    const xml = statementXml(seeded.bookings);
    const bytes = Buffer.from(xml, 'utf8');
    fs.mkdirSync(path.dirname(STATEMENT_FILE), { recursive: true });
    fs.writeFileSync(STATEMENT_FILE, bytes);
    result.data = {
      bookings: seeded.bookings.length,
      departures: seeded.departures,
      seats: seeded.seats,
      fileBytes: bytes.length,
      file: path.relative(REPO_ROOT, STATEMENT_FILE),
      preparedMs: performance.now() - seedStarted,
    };
    console.log(
      `${seeded.bookings.length} bookings on ${seeded.departures} departures written in PostgreSQL; ${result.data.file}: ${(bytes.length / 1e6).toFixed(2)} MB`,
    );
    if (bytes.length > MAX_FILE_BYTES) throw new Error(`the file is over the app's ${MAX_FILE_BYTES} bytes`);
    if (isInterrupted()) return 1;

    const first = await importFile(backend.url, adminToken, bytes, backend.pid);
    if (first.status !== 201) throw new Error(`the import answered ${first.status}: ${first.text.slice(0, 500)}`);
    const afterFirst = await ledger(databaseUrl);
    if (isInterrupted()) return 1;
    const again = await importFile(backend.url, adminToken, bytes, backend.pid);
    const afterAgain = await ledger(databaseUrl);

    const { text: _t1, json: firstAnswer, ...firstFigures } = first;
    const { text: _t2, json: againAnswer, ...againFigures } = again;
    result.import = { ...firstFigures, answer: firstAnswer, ledger: afterFirst };
    result.reimport = { ...againFigures, answer: againAnswer, ledger: afterAgain };
    if (firstAnswer?.entries !== ENTRIES) result.failures.push(`entries: ${firstAnswer?.entries}, not ${ENTRIES}`);
    if (firstAnswer?.matched !== BOOKINGS) result.failures.push(`matched: ${firstAnswer?.matched}, not ${BOOKINGS}`);
    if (afterFirst.payments !== BOOKINGS || afterFirst.bookingsPaid !== BOOKINGS) {
      result.failures.push(
        `after the import: ${JSON.stringify(afterFirst)}, not ${BOOKINGS} payments and bookings paid`,
      );
    }
    if (again.status !== 200) result.failures.push(`the second import answered ${again.status}, not 200`);
    if (againAnswer?.id !== firstAnswer?.id) result.failures.push('the second import did not answer the first one');
    if (JSON.stringify(afterAgain) !== JSON.stringify(afterFirst)) {
      result.failures.push(`the second import changed the ledger: ${JSON.stringify(afterAgain)}`);
    }

    const parser = fastXmlParser();
    const runs = [];
    for (let i = 0; i < BASELINE_RUNS && !isInterrupted(); i++) runs.push(await baselineRun(parser.url, resources));
    if (runs.some((run) => run.entries !== ENTRIES)) {
      result.failures.push(`fast-xml-parser read ${runs.map((run) => run.entries).join(', ')} entries`);
    }
    result.baseline = {
      parser: `fast-xml-parser ${parser.version}`,
      runs,
      totalMs: median(runs.map((run) => run.totalMs)),
      parseMs: median(runs.map((run) => run.parseMs)),
      rssBeforeBytes: median(runs.map((run) => run.rssBeforeBytes)),
      peakRssBytes: median(runs.map((run) => run.peakRssBytes)),
    };
    result.importOverParse = first.ms / result.baseline.totalMs;
    // What the import added to the backend's memory over what parsing alone added to a bare process's.
    const parseGrowth = result.baseline.peakRssBytes - result.baseline.rssBeforeBytes;
    result.importRssGrowthOverParse =
      first.peakRssBytes && first.rssBeforeBytes && parseGrowth > 0
        ? (first.peakRssBytes - first.rssBeforeBytes) / parseGrowth
        : null;

    const columns = [
      'file MB',
      'entries',
      'matched',
      'import ms',
      're-import ms',
      'app RSS before MiB',
      'app peak RSS MiB',
      'fxp parse ms',
      'fxp peak RSS MiB',
      'import/parse',
      'result',
    ];
    printTable(
      columns,
      [
        [
          (bytes.length / 1e6).toFixed(2),
          firstAnswer?.entries ?? '?',
          firstAnswer?.matched ?? '?',
          first.ms.toFixed(0),
          again.ms.toFixed(0),
          mib(first.rssBeforeBytes),
          mib(first.peakRssBytes),
          result.baseline.totalMs.toFixed(0),
          mib(result.baseline.peakRssBytes),
          `${result.importOverParse.toFixed(1)}x`,
          result.failures.length === 0 ? 'PASS' : 'FAILED',
        ],
      ],
      new Set(columns.slice(0, -1)),
    );
    console.log(
      `import: upload, parse, match, apply ${BOOKINGS} payments and store ${ENTRIES} entries in one transaction, timed to the whole 201 answer; re-import: the same file, answered 200 from the first (${afterAgain.payments} payments, ${afterAgain.statements} statement in the database after both); app peak RSS: the backend process during the import (${first.peakFrom}); fxp: ${result.baseline.parser} reading and parsing the same file in a process of its own (median of ${runs.length}; its RSS before reading: ${mib(result.baseline.rssBeforeBytes)} MiB); import/parse: import time over the baseline's; PASS: ${ENTRIES} entries read, ${BOOKINGS} matched and paid, the second import a 200 that changed nothing.`,
    );
    console.log(
      `answer: ${JSON.stringify(firstAnswer && { entries: firstAnswer.entries, credits: firstAnswer.credits, matched: firstAnswer.matched, review: firstAnswer.review, duplicates: firstAnswer.duplicates })}`,
    );
    if (result.failures.length > 0) {
      exitCode = 1;
      console.log('\nFailed:');
      for (const failure of result.failures) console.log(`  - ${failure}`);
    }
  } catch (error) {
    exitCode = 1;
    result.failures.push(message(error));
    if (!isInterrupted()) console.error(`\nStatements benchmark failed: ${message(error)}`);
  } finally {
    await resources.stopAll();
  }
  if (!isInterrupted()) writeSection('statements', result);
  return exitCode;
}
