import pg from 'pg';
import { E2E_ADMIN, E2E_PARTNER } from './admin.ts';

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Makes E2E_PARTNER the agency's second owner, an owner since yesterday: its account is made
 * through the API (the server hashes the password), its role is written in the database.
 * Asking for it as the app would have it waits 24 hours with a single owner, and the approval
 * itself is the owner-approvals API tests' and the IBAN story's subject, not every run's set-up.
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
  const created = await json<{ id: string }>(
    await fetch(`${baseUrl}/api/v1/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stepUp.accessToken}` },
      body: JSON.stringify({ ...E2E_PARTNER, role: 'staff' }),
    }),
    'the second owner',
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("UPDATE admin_users SET role = 'owner', owner_since = now() - interval '1 day' WHERE id = $1", [
      created.id,
    ]);
  } finally {
    await db.end();
  }
}
