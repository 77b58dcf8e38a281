// Critical Thinking, "information": the figures of the answer missing from the summary, or an
// answer and summary without data.

import { hasFinding } from '../../../measures/claims.ts';
import { isEnglishText } from '../../../measures/english-terms.ts';
import { measureEvidence } from '../../../measures/evidence.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import type { Remark } from '../remark.ts';
import { quotedList, remark } from '../remark.ts';

/** A difference that has a size ("more words", "fewer errors", "smaller vocabularies"), unlike "better". */
const measurableComparison =
  /\b(?:more|less|fewer|higher|lower|larger|smaller|greater|longer|shorter|faster|slower|bigger|increased|decreased|rose|fell|dropped|doubled|halved)\b/i;

export function informationRemarks(summary: string, answer: string): Remark[] {
  const fromAnswer = [...new Set(measureEvidence(answer).numbers)];
  const inSummary = measureEvidence(summary).numbers;
  // "22" is in a summary that says "between 2000 and 2022" (the 22 years): a figure inside one
  // of the summary's numbers is not called missing.
  const missing = fromAnswer.filter((number) => !inSummary.some((present) => present === number || present.includes(number)));
  const remarks: Remark[] = [];
  if (missing.length > 0) {
    remarks.push(
      remark('criticalThinking.figuresMissing', missing.length > 1 ? 'ct.figuresMissingMany' : 'ct.figuresMissingOne', (language) => ({
        list: quotedList(missing.slice(0, 3), language),
      })),
    );
  } else if (fromAnswer.length > 0) {
    remarks.push(remark('criticalThinking.figuresPresent', 'ct.figuresPresent'));
  } else if (isEnglishText(summary) && isEnglishText(answer)) {
    if (measurableComparison.test(answer))
      remarks.push(remark('criticalThinking.answerWithoutFigures', 'ct.answerWithoutFigures'));
    else if (!hasFinding(answer)) remarks.push(remark('criticalThinking.answerWithoutData', 'ct.answerWithoutData'));
    if (!splitSentences(summary).some((sentence) => hasFinding(sentence.text)))
      remarks.push(remark('criticalThinking.noEvidence', 'ct.noEvidence'));
  }
  return remarks;
}
