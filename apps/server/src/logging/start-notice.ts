// A line of the start log that must show at any LOG_LEVEL but silent: the address the server
// listens on, and what the operator will see next (a restart that keeps or ends sessions), so a
// warn-level log must not hide it. Written at info through a child logger that lets info through.
import type { FastifyBaseLogger } from 'fastify';

/** The levels that hide info lines. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal']);

export function logAtStart(log: FastifyBaseLogger, message: string, fields: Record<string, unknown> = {}): void {
  const shown = ABOVE_INFO.has(log.level) ? log.child({}, { level: 'info' }) : log;
  shown.info(fields, message);
}
