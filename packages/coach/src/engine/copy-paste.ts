// copyPasteCheck (docs/product.md §3, every exercise history): evidence, per written answer, of whether
// it was pasted into the chat's text box rather than written there. The web's composer counts
// the characters that came from paste events and sends them on the student's message
// (`Pasted`, `PastedChars`, wire/schemas.ts); the server keeps one entry per stage answered, as JSON
// text in the history field `copyPasteCheck`, which it seals with the rest of the history
// and stores in the `copy_paste_check` column. The format is documented in docs/exercises.md:
//   { "3": { "pasted": true, "pastedChars": 412, "chars": 640 } }
// An answer written twice at the same stage (a retry) replaces the earlier entry.
import type { FieldValue } from './history.ts';

export interface PasteEvidence {
  pasted: boolean;
  /** Characters of the answer that came from pastes, at most `chars`. */
  pastedChars: number;
  /** Characters of the answer as plain text. */
  chars: number;
}

export type CopyPasteRecord = Record<string, PasteEvidence>;

/** The evidence for one answer; pasted characters never exceed the answer's own length. */
export function pasteEvidence(answer: string, pasted: boolean, pastedChars: number): PasteEvidence {
  const chars = [...answer].length;
  const count = pasted && Number.isFinite(pastedChars) ? Math.min(Math.max(Math.round(pastedChars), 0), chars) : 0;
  return { pasted, pastedChars: count, chars };
}

function isEvidence(value: unknown): value is PasteEvidence {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.pasted === 'boolean' && Number.isInteger(entry.pastedChars) && Number.isInteger(entry.chars);
}

/** The record held in a history field; anything that is not one (absent, an old boolean) is empty. */
export function readCopyPasteRecord(value: FieldValue | undefined): CopyPasteRecord {
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const record: CopyPasteRecord = {};
  for (const [stage, entry] of Object.entries(parsed)) {
    if (/^\d+$/.test(stage) && isEvidence(entry)) record[stage] = { pasted: entry.pasted, pastedChars: entry.pastedChars, chars: entry.chars };
  }
  return record;
}

/** The history field's new value with the answer given at `stage` added. */
export function withCopyPasteEvidence(previous: FieldValue | undefined, stage: number, evidence: PasteEvidence): string {
  return JSON.stringify({ ...readCopyPasteRecord(previous), [String(stage)]: evidence });
}
