import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeToAdminSession } from './session';

/** Whether an admin is signed in; the component renders again when the session starts or ends. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToAdminSession, isSignedIn, () => false);
}
