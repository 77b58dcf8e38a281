// What the server's log lines may hold (docs/deployment.md "Logs"): no IP address, no query
// string, no path beyond its route's pattern, and from an error only what says what went wrong, never what a user wrote. A database
// error carries the statement's parameters (texts, names, e-mail addresses) in its message and
// properties, a mail error the recipients, a PostgreSQL message the value it could not read
// ('invalid input syntax for type uuid: "…"'); the error serializer keeps the kind, the codes,
// the SQL without its parameters and the stack's frames, and blanks quoted values and e-mail
// addresses out of every message.
const KEPT_FIELDS = ['code', 'errno', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column', 'dataType', 'syscall'] as const;
const MAX_MESSAGE = 300;
const MAX_DEPTH = 3;

/** A message with quoted values, e-mail addresses and a query's parameter list taken out. */
export function scrubMessage(message: string): string {
  return message
    .replace(/\nparams:[\s\S]*$/u, '\nparams: [not logged]')
    // A single quote after a letter is an apostrophe (can't), not the start of a value. A value
    // ends at the next opening mark too, so a run of «« or ““ is read once, not once per mark.
    .replace(/"[^"\n]*"|(?<![\p{L}\p{N}])'[^'\n]*'|«[^«»\n]*»|“[^“”\n]*”/gu, '"…"')
    // An address starts where its run of address characters starts (read once, not once per character).
    .replace(/(?<![^\s@<>()[\]"',;:])[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/gu, '[e-mail]')
    .slice(0, MAX_MESSAGE);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error: not logged]', stack: '' };
  const message = scrubMessage(error.message);
  const fields = error as unknown as Record<string, unknown>;
  const type = error.constructor.name || error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /u.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const name of KEPT_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') logged[name] = value;
  }
  // Drizzle's failed query: the SQL has placeholders ($1 …); its params are what users sent.
  if (typeof fields.query === 'string') logged.query = fields.query.slice(0, 2_000);
  if (error.cause !== undefined && depth < MAX_DEPTH) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * The request as logged: the method and the route's pattern (`/api/participate/:token`), so
 * neither the link tokens of shares and studies nor anything else a path carries is written;
 * a path no route matched (the web app's pages, a 404) by its first segment. Never the query
 * string or the client's address.
 */
export function serializeRequest(request: { method: string; url: string; routeOptions?: { url?: string | undefined } }) {
  const route = request.routeOptions?.url;
  if (route) return { method: request.method, url: route };
  const [first = ''] = (request.url.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  const rest = request.url.split('?')[0]!.replace(/^\/+/, '').length > first.length;
  return { method: request.method, url: `/${first.slice(0, 40)}${rest ? '/…' : ''}` };
}

export const logSerializers = { req: serializeRequest, err: serializeError };
