// A reader check's state and its text's fingerprint: pure rules the repository and the services
// share (the words module imports the repository's row type, so the repository cannot import it).
import { createHash } from 'node:crypto';

/** The text's fingerprint: a check belongs to the text it was made from. */
export function textDigestOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Closed when closed by hand or past its end date. */
export function stateOfCheck(check: { closed: boolean; closesAt: Date | null }, now = new Date()): 'open' | 'closed' {
  return check.closed || (check.closesAt !== null && check.closesAt <= now) ? 'closed' : 'open';
}
