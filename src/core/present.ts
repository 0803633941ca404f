// For what the types cannot carry but the code guarantees (a first locale, a worker's answer to a
// chunk it was sent): a cheap check that names what broke, instead of a `!` that would let an
// undefined run on.

/** `value`, or an error naming `what` when it is missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Internal error: no ${what}`);
  return value;
}
