// The Network Information API (Chromium only; TypeScript's DOM types leave it out).
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Never prefetch on a 2g-class connection ("slow-2g", "2g") or when the reader asked to save data. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  return !connection || (!connection.saveData && !(connection.effectiveType ?? '').includes('2g'));
}

export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
