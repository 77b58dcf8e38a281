// The words of a reader check as kept at creation: the measure's analysis of the text with one
// period dictionary, cut to what a reader's mark and the results need (span, lookup form, band).
// Also the check's token and reading direction.
import { randomBytes } from 'node:crypto';
import { analyze, type Band, type DictionarySet, periodForText } from '@scicomm/jargon';
import { READER_CHECK_LIMITS } from '@scicomm/shared/reader-check-api';
import { unmeasurableScript } from '@scicomm/jargon/text-script';
import { sign } from '../security/signer.ts';
import { textDigestOf } from './reader-check-state.ts';
import type { NewReaderCheckRow } from './reader-check-repository.ts';

/** [start, end, lookup form, band letter]: c common, m mid-frequency, r rare. */
export type StoredWord = [number, number, string, string];

const LETTER_OF: Record<Band, string> = { common: 'c', mid: 'm', rare: 'r' };
const BAND_OF: Record<string, Band> = { c: 'common', m: 'mid', r: 'rare' };

export function bandOfLetter(letter: string): Band {
  return BAND_OF[letter] ?? 'rare';
}

/** The period a check is measured with: the analysis's, or the default one for the text's script. */
export function periodOfCheck(text: string, dictionaries: DictionarySet, wanted?: string): string {
  if (wanted !== undefined && dictionaries.has(wanted)) return periodForText(text, wanted);
  return periodForText(text);
}

export function wordsOfText(text: string, dictionaries: DictionarySet, period: string): StoredWord[] {
  if (text.trim() === '') return [];
  const analysis = analyze(text, dictionaries.get(period));
  return analysis.cleanedWords.map((form, i) => [
    analysis.wordStarts[i]!,
    analysis.wordEnds[i]!,
    form,
    LETTER_OF[analysis.wordBands[i] ?? 'rare'],
  ]);
}

/**
 * A check made from a writer's text by the site (a course's or a study's): no owner, no questions,
 * open until it is closed or deleted. Null when the text cannot be one: longer than a check's
 * text, in a script the measure cannot read, without words or with too many.
 */
export function automaticCheckOf(
  text: string,
  dictionaries: DictionarySet,
  { title, clarityRating, targetReaders }: Pick<NewReaderCheckRow, 'title' | 'clarityRating' | 'targetReaders'>,
): NewReaderCheckRow | null {
  if (text.length > READER_CHECK_LIMITS.textLength || unmeasurableScript(text) !== null) return null;
  const period = periodOfCheck(text, dictionaries);
  const words = wordsOfText(text, dictionaries, period);
  if (words.length === 0 || words.length > READER_CHECK_LIMITS.words) return null;
  return {
    token: newReaderCheckToken(),
    ownerId: null,
    title,
    text,
    textDigest: textDigestOf(text),
    period,
    words,
    questions: [],
    clarityRating,
    closesAt: null,
    targetReaders,
  };
}

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LTR_LETTER = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/gu;

/** Right to left when most letters are Hebrew or Arabic. */
export function directionOfText(text: string): 'ltr' | 'rtl' {
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  const ltr = text.match(LTR_LETTER)?.length ?? 0;
  return rtl > ltr ? 'rtl' : 'ltr';
}

/** The reader's link token: 24 random bytes (192 bits), base64url, as a share's. */
export function newReaderCheckToken(): string {
  return randomBytes(24).toString('base64url');
}

const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{22,86}$/;
export const isWellFormedCheckToken = (token: string) => WELL_FORMED_TOKEN.test(token);

/** What is kept of a reader's browser token: a keyed hash per check, so it names nothing elsewhere. */
export function readerKeyOf(secret: string, checkId: string, readerToken: string): string {
  return sign(secret, 'reader-key', [checkId, readerToken]);
}
