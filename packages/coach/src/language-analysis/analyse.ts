// The language-analysis layer under the coach's rules (docs/exercises.md "How the coach
// decides"): sentences, tokens with part of speech and lemma, entities (dates, quantities,
// percentages, numbers, organisations, people), noun phrases and connectors with their use.
// English goes through winkNLP (english.ts); Hebrew gets what a lexicon can give (hebrew.ts).
// The language is read from the text's letters, never from the site's language.
//
// The API is small on purpose, and stable: other rules (Coherence, Critical Thinking) use it.
import { analyseEnglish } from './english.ts';
import { analyseHebrew } from './hebrew.ts';
import type { AnalysisLanguage, Entity, EntityType, LanguageAnalysis, TextSpan, Token } from './types.ts';

export type * from './types.ts';

/** Hebrew when Hebrew letters outnumber Latin ones, else English. */
export function textLanguage(text: string): AnalysisLanguage {
  const hebrew = text.match(/[\u05d0-\u05ea]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return hebrew > latin ? 'he' : 'en';
}

const cache = new Map<string, LanguageAnalysis>();
const cacheSize = 32;

/**
 * The analysis of a text (English or Hebrew, by its letters). The last few analyses are
 * kept, since one turn's rules ask for the same text several times.
 */
export function analyseText(text: string): LanguageAnalysis {
  const cached = cache.get(text);
  if (cached) return cached;
  const analysis = textLanguage(text) === 'he' ? analyseHebrew(text) : analyseEnglish(text);
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(text, analysis);
  return analysis;
}

/** The tokens of one sentence. */
export function sentenceTokens(analysis: LanguageAnalysis, sentence: number): Token[] {
  const found = analysis.sentences[sentence];
  return found ? analysis.tokens.slice(found.firstToken, found.endToken) : [];
}

/** Entities of the given types, optionally of one sentence. */
export function entitiesOf(analysis: LanguageAnalysis, types: readonly EntityType[], sentence?: number): Entity[] {
  return analysis.entities.filter(
    (entity) => types.includes(entity.type) && (sentence === undefined || entity.sentence === sentence),
  );
}

/** The index of the sentence containing the offset, or -1. */
export function sentenceAt(analysis: LanguageAnalysis, offset: number): number {
  return analysis.sentences.findIndex((sentence) => sentence.start <= offset && offset < sentence.end);
}

export function spanText(analysis: LanguageAnalysis, span: TextSpan): string {
  return analysis.text.slice(span.start, span.end);
}
