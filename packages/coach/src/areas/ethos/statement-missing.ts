// The ethos area's rule (docs/exercises.md "Persuasion and Rhetorics", "How the coach decides"):
// the writer's own credibility statement against the text. When less than half of its words are in
// the text (ethos.ts), the remark names the words missing and suggests the statement's first
// sentence to add (`ethos.statementMissing`). Whether the text shows credibility in other words
// needs reading for meaning: the LLM coach's, or the area's lesson (feedback/rhetoric-feedback.ts).
import { EXCERPT_CHARACTERS, excerpt, quotedExcerptHtml, quotedInline } from '../../findings/excerpt.ts';
import { finding, type Finding } from '../../findings/finding.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { sentenceSpans } from '@scicomm/jargon/sentences';
import { measureEthos } from './ethos.ts';

/** Up to four distinct words, each quoted (quotedExcerptHtml): “team”, “haifa”. */
function quoted(items: readonly string[], language: CoachLanguage): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(quotedExcerptHtml(item, language));
    if (kept.length === 4) break;
  }
  return kept.join(', ');
}

/**
 * What the writer told about themselves, as a sentence to add: its first sentence whole, without
 * its stop, or the start of a long one with "…". Cut at 120 characters and stripped of the "…",
 * it ended mid-phrase ("… built the HPV vaccination "), which two walks' labellers read as a flaw.
 */
function suggestedStatement(credibility: string): string {
  const [span] = sentenceSpans(credibility);
  const first = span ? credibility.slice(span.start, span.end).trim() : credibility.trim();
  return first.length <= EXCERPT_CHARACTERS ? quotedInline(first) : excerpt(first);
}

/** Share of the credibility statement's words below which the statement is called missing from the text. */
const statementMissing = 0.5;

/**
 * The writer's credibility statement, when less than half of its words are in the text. After the
 * last version there is no revision to add it to: the advice is for the texts to come.
 */
export function ethosFindings(text: string, context: Readonly<Record<string, string>>, language: CoachLanguage = 'en', finalVersion = false): Finding[] {
  const credibility = (context.credibility ?? '').trim();
  if (credibility === '') return [];
  const ethos = measureEthos(text, credibility);
  if (ethos.statementWords.length === 0 || ethos.statementWordsFound.length / ethos.statementWords.length >= statementMissing) return [];
  return [
    finding('ethos.statementMissing', {
      key: finalVersion ? 'ethos.statementMissing.last' : 'ethos.statementMissing',
      params: { words: quoted(ethos.statementWordsToName, language), statement: suggestedStatement(credibility) },
    }),
  ];
}
