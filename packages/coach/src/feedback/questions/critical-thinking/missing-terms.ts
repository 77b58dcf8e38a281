// Critical Thinking: the content terms of an answer that its summary never uses.

import { analyseText } from '../../../language-analysis/analyse.ts';
import type { PartOfSpeech } from '../../../language-analysis/types.ts';
import { isContentWord, lemmaOf, lemmasOf, withoutIdioms } from '../../../measures/english-terms.ts';

const nominal = new Set<PartOfSpeech>(['NOUN', 'PROPN', 'ADJ']);

/** Content terms of the answer (noun phrases, not verbs, general words or idiom parts) the summary never uses in any form. */
export function missingTerms(summary: string, answer: string): string[] {
  const inSummary = lemmasOf(summary);
  const analysis = analyseText(answer);
  // Idiom parts ("keeping in mind") are blanked out, so their words never make a term.
  const clean = withoutIdioms(answer);
  const terms: string[] = [];
  const named = new Set<string>();
  for (const phrase of analysis.nounPhrases) {
    let words = analysis.tokens.filter(
      (token) =>
        token.start >= phrase.start &&
        token.end <= phrase.end &&
        nominal.has(token.pos) &&
        isContentWord(token.text) &&
        clean.slice(token.start, token.end).trim() !== '',
    );
    // The last run of adjacent content words ("household savings" of "microloans change household savings").
    const positions = words.map((token) => analysis.tokens.indexOf(token));
    let run = words.length - 1;
    while (run > 0 && (positions[run - 1] ?? -2) === (positions[run] ?? 0) - 1) run -= 1;
    words = words.slice(Math.max(run, 0));
    while (words.length > 0 && !['NOUN', 'PROPN'].includes(words.at(-1)?.pos ?? '')) words = words.slice(0, -1);
    words = words.slice(-3);
    const head = words.at(-1);
    const first = words[0];
    if (!head || !first) continue;
    const keys = [lemmaOf(head.text), lemmaOf(head.lemma)];
    const text = answer.slice(first.start, head.end);
    // "dropout" is in a summary that says "drop out".
    const compact = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '');
    if (keys.some((key) => inSummary.has(key) || named.has(key)) || compact(summary).includes(compact(text))) continue;
    keys.forEach((key) => named.add(key));
    terms.push(text);
  }
  return terms;
}
