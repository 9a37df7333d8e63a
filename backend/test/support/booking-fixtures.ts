import { randomBytes } from 'node:crypto';
import { composeIBAN } from 'ibantools';
import type pg from 'pg';

let ibans = 0;
let tokens = 0;
let contacts = 0;

/**
 * A contact e-mail and phone of their own: unpaid seats are capped per e-mail and per phone,
 * so tests that are not about those caps book as different customers.
 */
export function freshContact(): { contactEmail: string; contactPhone: string } {
  const n = ++contacts;
  const salt = randomBytes(3).toString('hex');
  return {
    contactEmail: `cliente.${salt}.${n}@example.it`,
    contactPhone: `+39 3${String(Number.parseInt(salt, 16) % 100).padStart(2, '0')} ${String(n).padStart(6, '0')}`,
  };
}

/** A valid Italian IBAN of its own for each call. */
export function nextIbanNumber(): string {
  return composeIBAN({ countryCode: 'IT', bban: `X0542811101${String(++ibans).padStart(12, '0')}` })!;
}

/** A saved IBAN, approved; `system` makes it the one the checkout and links without an IBAN use. */
export async function insertIban(
  db: pg.Client,
  { holder = 'A.T.I. S.R.L.', bank = 'Banca di Lucca', system = false } = {},
): Promise<{ id: string; iban: string }> {
  const iban = nextIbanNumber();
  if (system) await db.query('UPDATE saved_ibans SET is_active_system = false WHERE is_active_system');
  const { rows } = await db.query(
    `INSERT INTO saved_ibans (account_holder, iban, bank_name, is_active, is_active_system, approval)
     VALUES ($1, $2, $3, true, $4, 'approved') RETURNING id`,
    [holder, iban, bank, system],
  );
  return { id: rows[0].id, iban };
}

/**
 * A departure of a trip `days` ahead in Rome (a date of its own each time), with the given seats;
 * a seeded one on that date starts again with nobody confirmed and nothing decided.
 */
export async function insertDeparture(
  db: pg.Client,
  { slug = 'praga-tour-culturale', days = 120, seats = 10, priceCents = 129_000 } = {},
): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
     SELECT id, d, d + 4, $4, 10, $3, ARRAY['Giulia', 'Marco']
       FROM trips, (SELECT (now() AT TIME ZONE 'Europe/Rome')::date + $2::int AS d) start
      WHERE slug = $1
     ON CONFLICT (trip_id, start_date) DO UPDATE SET spots_available = $3, price_cents = $4, status = 'open',
       confirmed_travellers = 0, minimum_group_status = NULL
     RETURNING id`,
    [slug, days, seats, priceCents],
  );
  return rows[0].id;
}

export interface LinkOptions {
  ibanId?: string | null;
  paymentType?: 'deposit' | 'full';
  depositPercentage?: number | null;
  depositPerPersonCents?: number | null;
  childDiscountEnabled?: boolean;
  expiresInDays?: number;
  /** A price staff froze; without it the link follows the departure's price. */
  offerPriceCents?: number;
}

/** A booking link to a departure, as an admin would make it. */
export async function insertLink(db: pg.Client, departureId: string, options: LinkOptions = {}): Promise<string> {
  const token = `T${String(++tokens).padStart(4, '0')}${randomBytes(16).toString('hex')}`.slice(0, 32);
  await db.query(
    `INSERT INTO booking_links (token, departure_id, trip_id, offer_price_cents, payment_type, deposit_percentage,
            deposit_per_person_cents, child_discount_enabled, child_discount_percentage, iban_id, expires_at,
            coordinator_names, source)
     SELECT $1, d.id, d.trip_id, $9, $3, $4, $5, $6, 50, $7, now() + make_interval(days => $8),
            d.coordinators, 'admin'
       FROM departures d WHERE d.id = $2`,
    [
      token,
      departureId,
      options.paymentType ?? 'deposit',
      options.depositPerPersonCents ? null : (options.depositPercentage ?? 40),
      options.depositPerPersonCents ?? null,
      options.childDiscountEnabled ?? true,
      options.ibanId ?? null,
      options.expiresInDays ?? 30,
      options.offerPriceCents ?? null,
    ],
  );
  return token;
}

/** A birth date `years` before the Rome date `days` from today, minus `minusDays` more. */
export async function birthDateBefore(db: pg.Client, days: number, years: number, minusDays = 0): Promise<string> {
  const { rows } = await db.query(
    `SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date + $1::int - make_interval(years => $2) - make_interval(days => $3), 'YYYY-MM-DD') AS d`,
    [days, years, minusDays],
  );
  return rows[0].d;
}
