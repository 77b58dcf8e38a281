// Which characters no field of a request may hold (docs/server.md "Text is checked at the edge"):
// a NUL (PostgreSQL cannot store it in text or jsonb), an unpaired surrogate (not Unicode at all;
// it cannot be encoded as UTF-8 and breaks encodeURIComponent), a Unicode non-character (U+FFFE,
// U+FFFF, U+FDD0-U+FDEF and the last two of every plane: invalid in XML, so in a .docx) and, in a
// name or a title, a bidirectional embedding, override or isolate (U+202A-U+202E, U+2066-U+2069),
// which makes a name or a file name read as something else ("evil\u202Excod.exe").
// Pure: no HTTP here. plugins/app/input-guard.ts applies it to every request.

// Character classes only, no quantifiers: one pass over the text.
const NUL_OR_NON_CHARACTER =
  /[\0\uFDD0-\uFDEF\uFFFE\uFFFF\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Fields whose value names something (a person, a file, a study): no bidi controls there. */
export const isNameField = (key: string): boolean => /(?:name|title)$/i.test(key);

/** Why a text may not be accepted, as a phrase for the error message; undefined when it may. */
export function textProblem(text: string, isName: boolean): string | undefined {
  if (!text.isWellFormed()) return 'an unpaired surrogate (the text is not valid Unicode)';
  const found = NUL_OR_NON_CHARACTER.exec(text)?.[0];
  if (found === '\0') return 'a NUL character';
  if (found !== undefined) return `the Unicode non-character U+${found.codePointAt(0)!.toString(16).toUpperCase()}`;
  if (isName && BIDI_CONTROL.test(text)) return 'a right-to-left or left-to-right override character';
  return undefined;
}

export interface BadText {
  /** The top-level field that holds it (a body property, a path or query parameter). */
  readonly field: string;
  readonly problem: string;
}

/**
 * The first bad text in a parsed value (a JSON body, the params, the query), keys included, named
 * by its top-level field. Strings under a name-like key (at any depth) are held to the name rule.
 */
export function findBadText(value: unknown): BadText | undefined {
  if (value === null || typeof value !== 'object') {
    const problem = typeof value === 'string' ? textProblem(value, false) : undefined;
    return problem ? { field: 'body', problem } : undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    const problem = textProblem(key, false) ?? problemWithin(child, isNameField(key));
    if (problem) return { field: key.isWellFormed() ? key.replaceAll('\0', '') : 'body', problem };
  }
  return undefined;
}

function problemWithin(value: unknown, isName: boolean): string | undefined {
  if (typeof value === 'string') return textProblem(value, isName);
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = problemWithin(item, isName);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    const problem = textProblem(key, false) ?? problemWithin(child, isName || isNameField(key));
    if (problem) return problem;
  }
  return undefined;
}
