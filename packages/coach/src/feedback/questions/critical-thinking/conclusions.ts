// Critical Thinking, "conclusions": an unsupported or overstated claim, and whether the
// conclusions are qualified.

import { hedges, markersIn, measureClaims } from '../../../measures/claims.ts';
import { isEnglishText } from '../../../measures/english-terms.ts';
import type { Sentence } from '../../../measures/sentences.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import { excerpt } from '../../excerpt.ts';
import type { Remark } from '../remark.ts';
import { quotedList, remark, sentenceSpan } from '../remark.ts';

export function conclusionsRemarks(summary: string, answer: string): Remark[] {
  if (!isEnglishText(answer)) return [];
  const remarks: Remark[] = [];
  const answerSentences = splitSentences(answer);
  const inAnswer = measureClaims(answerSentences);
  const inSummary = isEnglishText(summary) ? measureClaims(splitSentences(summary)) : null;
  const unsupported = inAnswer.unsupported[0] ?? inSummary?.unsupported[0];
  const overstated = inAnswer.overstated[0] ?? inSummary?.overstated[0];
  const spanIn = (sentence: Sentence | undefined) =>
    sentence && inAnswer.boosted.includes(sentence) ? null : sentenceSpan(summary, sentence);
  if (unsupported)
    remarks.push(remark('criticalThinking.unsupportedClaim', 'ct.unsupportedClaim', () => ({ claim: excerpt(unsupported.text) }), spanIn(unsupported)));
  if (overstated)
    remarks.push(remark('criticalThinking.overstatedClaim', 'ct.overstatedClaim', () => ({ claim: excerpt(overstated.text) }), spanIn(overstated)));
  // An answer of questions only states no conclusion to qualify (a walk through the exercise
  // was told "none of your conclusions is qualified" for one).
  const statesSomething = answerSentences.some((sentence) => !sentence.text.trimEnd().endsWith('?'));
  if (!unsupported && !overstated && statesSomething) {
    const used = markersIn(answer, hedges);
    if (used.length > 0)
      remarks.push(remark('criticalThinking.hedged', 'ct.hedged', (language) => ({ list: quotedList(used.slice(0, 2), language) })));
    // A summary that qualifies its conclusions ("These results suggest …") is not asked to.
    else if (markersIn(summary, hedges).length === 0) remarks.push(remark('criticalThinking.noHedge', 'ct.noHedge'));
  }
  return remarks;
}
