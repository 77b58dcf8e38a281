// What a database error says about the request that caused it, read from its SQLSTATE code
// (never from its message, which differs between PostgreSQL versions and PGlite). Drizzle wraps
// the driver's error, so the code is looked for down the chain of causes.

/** The SQLSTATE code of a database error (e.g. "22021"), if the error or one of its causes has one. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Whether the database refused a value as data (SQLSTATE class 22, "data exception": a NUL in
 * text, an escape jsonb cannot hold, a number out of range), which is the input's fault and not
 * the server's.
 */
export const isDataException = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;
