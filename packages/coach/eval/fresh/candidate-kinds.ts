// Kinds a fresh set is written to measure: shown to its writers beside the kinds that hold
// (FRESH_CANDIDATE_KINDS, comma-separated), so that the set measures them as a writer reads them.
// A kind shown this way is still only served once its labels hold (kinds/shown.ts).
import type { BuiltinCoachOptions } from '../../src/coaches/builtin-coach.ts';
import { isRemarkKind } from '../../src/kinds/kinds.ts';
import { shownFor } from '../../src/kinds/shown.ts';

export function candidateOptions(listed = process.env['FRESH_CANDIDATE_KINDS'] ?? ''): BuiltinCoachOptions {
  const candidates = new Set(listed.split(',').map((kind) => kind.trim()).filter((kind) => kind !== ''));
  const unknown = [...candidates].filter((kind) => !isRemarkKind(kind));
  if (unknown.length > 0) throw new Error(`FRESH_CANDIDATE_KINDS: no kind ${unknown.join(', ')}.`);
  if (candidates.size === 0) return {};
  return { shown: (text) => (kind) => candidates.has(kind) || shownFor(text)(kind) };
}
