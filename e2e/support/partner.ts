import pg from 'pg';
import { E2E_ADMIN, E2E_PARTNER } from './admin.ts';

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Makes E2E_PARTNER the agency's second owner, as a running agency would have it: the first
 * owner asks for it, then its 24 hours (with a single owner) are let pass in the database and
 * the app's own job applies it, within its minute.
 */
export async function makePartnerOwner(baseUrl: string, databaseUrl: string): Promise<void> {
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    }),
    'sign-in',
  );
  const stepUp = await json<{ accessToken: string }>(
    await fetch(`${baseUrl}/api/v1/auth/step-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ password: E2E_ADMIN.password }),
    }),
    'step-up',
  );
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${stepUp.accessToken}` };
  const created = await json<{ id: string; ownerGrant: { id: string } }>(
    await fetch(`${baseUrl}/api/v1/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...E2E_PARTNER, role: 'owner' }),
    }),
    'the second owner',
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("UPDATE owner_grants SET effective_at = now() - interval '1 second' WHERE id = $1", [
      created.ownerGrant.id,
    ]);
  } finally {
    await db.end();
  }
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const users = await json<{ id: string; role: string }[]>(
      await fetch(`${baseUrl}/api/v1/admin/users`, { headers }),
      'the accounts',
    );
    if (users.find((user) => user.id === created.id)?.role === 'owner') return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('The second owner was not made an owner within 90 seconds');
}
