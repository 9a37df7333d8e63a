import { AxiosHeaders, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { apiAxios } from '../../api/client';
import { refusalCode } from '../../api/api-error';
import { isSignedIn, subscribeToAdminSession } from './session';

/**
 * The owner's step-up token (API.md "Owners, staff and step-up"): staff accounts, IBANs and
 * the system IBAN answer 403 STEP_UP_REQUIRED to an ordinary token. The area then asks for
 * the password again (StepUpDialog), and sends the refused request once more with the token
 * the password bought. The token is kept in memory only, for its few minutes, and used only
 * for requests the server refused for want of it.
 */
interface StepUpToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Asks the signed-in admin for the password; resolves with a step-up token, or null when they gave up. */
export type StepUpPrompt = () => Promise<StepUpToken | null>;

let held: StepUpToken | null = null;
let prompt: StepUpPrompt | null = null;
let asking: Promise<StepUpToken | null> | null = null;

/** The dialog registers itself while it is mounted; the returned function unregisters it. */
export function registerStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** A token the password bought, for `expiresInSeconds` less a margin for the way to the server. */
export function stepUpToken(token: string, expiresInSeconds: number): StepUpToken {
  return { token, expiresAt: Date.now() + Math.max(0, expiresInSeconds - 15) * 1000 };
}

// Forgotten when the session ends: the next owner operation, whoever signs in, asks again.
subscribeToAdminSession(() => {
  if (!isSignedIn()) {
    held = null;
    asking = null;
  }
});

async function currentStepUp(): Promise<StepUpToken | null> {
  if (held && held.expiresAt > Date.now()) return held;
  if (!prompt) return null;
  // Two refused requests at once ask once.
  asking ??= prompt().finally(() => {
    asking = null;
  });
  held = await asking;
  return held;
}

type RetriedConfig = InternalAxiosRequestConfig & { steppedUp?: boolean };

apiAxios.interceptors.response.use(undefined, async (error: unknown) => {
  const config = isAxiosError(error) ? (error.config as RetriedConfig | undefined) : undefined;
  if (!config || config.steppedUp || refusalCode(error) !== 'STEP_UP_REQUIRED') throw error;
  const stepUp = await currentStepUp();
  if (!stepUp) throw error;
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', `Bearer ${stepUp.token}`);
  const retried: RetriedConfig = { ...config, headers, steppedUp: true };
  try {
    return await apiAxios.request(retried);
  } catch (retryError) {
    // Expired or revoked in the meantime: the next try asks again.
    if (refusalCode(retryError) === 'STEP_UP_REQUIRED') held = null;
    throw retryError;
  }
});
