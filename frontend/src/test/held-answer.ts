/**
 * An answer the test releases when it chooses. On a busy machine a lazily loaded screen may
 * send its request only after the test has released the answer: the request still gets it,
 * instead of waiting for ever on a promise nobody resolves.
 */
export function heldAnswer<T = { status: number; data: unknown }>(): {
  answer: Promise<T>;
  release: (value: T) => void;
} {
  let release: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release };
}
