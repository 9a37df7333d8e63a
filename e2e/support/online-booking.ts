import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_PARTNER } from './admin.ts';

const SYSTEM_IBAN = 'IT60X0542811101000000123456';

interface Departure {
  id: string;
  startDate: string;
  spotsAvailable: number;
}

/** An Italian IBAN of its own for each run (the API refuses one saved twice), with its real check digits. */
export function freshIban(): string {
  const bban = `X0542811101${String(Date.now()).slice(-12).padStart(12, '0')}`;
  const digits = `${bban}IT00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  return `IT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** An IBAN in groups of four, as the pages show it. */
export function ibanInGroups(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An owner's headers (the first admin's unless told), with a step-up token (the password typed
 * again): it also opens the owner routes (IBANs, the system IBAN, staff accounts) for ten minutes.
 */
export async function adminHeaders(
  request: APIRequestContext,
  owner: { email: string; password: string } = E2E_ADMIN,
): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/auth/login', { data: owner });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const stepUp = await request.post('/api/v1/auth/step-up', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { password: owner.password },
  });
  expect(stepUp.status()).toBe(200);
  const stepped = (await stepUp.json()) as { accessToken: string };
  return { Authorization: `Bearer ${stepped.accessToken}` };
}

/** Online booking needs an active system IBAN; another test may have set one already. */
export async function ensureActiveIban(
  request: APIRequestContext,
  headers: Record<string, string> | null = null,
): Promise<void> {
  headers ??= await adminHeaders(request);
  const active = (await (await request.get('/api/v1/admin/active-iban', { headers })).json()) as { iban: unknown };
  if (active.iban) return;
  const created = await request.post('/api/v1/admin/ibans', {
    headers,
    data: { accountHolder: 'Viaggi di Gruppo srl', iban: SYSTEM_IBAN, bankName: 'Banca Popolare' },
  });
  expect([201, 409]).toContain(created.status());
  // Saved after another IBAN, it waits for the second owner (decision A8), who approves it.
  const body = created.status() === 201 ? ((await created.json()) as { id: string; approval: string }) : null;
  if (body?.approval === 'pending') {
    const approved = await request.post(`/api/v1/admin/ibans/${body.id}/approve`, {
      headers: await adminHeaders(request, E2E_PARTNER),
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const saved = (await (await request.get('/api/v1/admin/ibans', { headers })).json()) as {
    id: string;
    iban: string;
    isActive: boolean;
    approval: string;
  }[];
  // One still waiting for approval cannot become the system IBAN.
  const usable = saved.filter((iban) => iban.isActive && iban.approval === 'approved');
  const chosen = usable.find((iban) => iban.iban === SYSTEM_IBAN) ?? usable[0];
  expect(chosen).toBeDefined();
  const switched = await request.put('/api/v1/admin/active-iban', { headers, data: { ibanId: chosen.id } });
  expect([200, 409]).toContain(switched.status());
}

/**
 * Saves an IBAN with the first owner's headers and, when it waits for approval (any but the
 * agency's first does, decision A8), has the second owner approve it: links may then use it.
 */
export async function usableIban(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { accountHolder: string; iban: string; bankName?: string },
): Promise<{ id: string }> {
  const created = await request.post('/api/v1/admin/ibans', { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const iban = (await created.json()) as { id: string; approval: string };
  if (iban.approval === 'pending') {
    const approved = await request.post(`/api/v1/admin/ibans/${iban.id}/approve`, {
      headers: await adminHeaders(request, E2E_PARTNER),
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return { id: iban.id };
}

/**
 * The booking page a visitor reaches with 'Prenota online' on a trip's page, for a departure
 * far enough ahead to be booked on deposit terms: the address the checkout answers with.
 */
export async function bookingLinkAddress(
  request: APIRequestContext,
  trip: string,
  { airport = 'FCO', travellers = 1 }: { airport?: 'MXP' | 'FCO'; travellers?: number } = {},
): Promise<string> {
  const policy = (await (await request.get('/api/v1/booking-policy')).json()) as { fullPaymentWithinDays: number };
  const departures = (await (await request.get(`/api/v1/trips/${trip}/departures`)).json()) as Departure[];
  const earliest = new Date(Date.now() + (policy.fullPaymentWithinDays + 14) * 86_400_000).toISOString().slice(0, 10);
  const departure = departures.find(
    (candidate) => candidate.startDate > earliest && candidate.spotsAvailable >= travellers,
  );
  expect(departure, `a departure of ${trip} after ${earliest} with ${travellers} seats`).toBeDefined();
  const checkout = await request.post('/api/v1/checkout', {
    data: { departureId: departure!.id, airport, travellers },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const address = new URL(url, 'http://site.invalid');
  return `${address.pathname}${address.search}`;
}
