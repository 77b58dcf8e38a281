// Critical Thinking, "questions": whether the answer asks a direct question (else one is
// proposed, research-question.ts) and whether the summary states its question.

import { markersIn, purposeStatements } from '../../../measures/claims.ts';
import { isEnglishText } from '../../../measures/english-terms.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import type { Remark } from '../remark.ts';
import { remark } from '../remark.ts';
import { proposeResearchQuestion } from './research-question.ts';

/** An answer that asks: a question mark, "whether", a wh-word, or a sentence opening with an auxiliary ("Does …"). */
const questionWords =
  /\?|\b(?:whether|how|why|what|which|to what extent)\b|\bif\s+\w+\s+\w+|(?:^|[.!]\s+)(?:does|do|did|can|could|is|are|was|were|will|would|has|have)\s/i;
/** A summary that asks: a question mark, "whether", "we asked", "research question", "examined how" … */
const statesQuestion =
  /\?|\bwhether\b|\bresearch questions?\b|\b(?:ask|asks|asked|asking)\b|\bto what extent\b|\b(?:test|tests|tested|examine|examines|examined|investigate|investigates|investigated|explore|explores|explored|determine|determined|assess|assessed|understand|know|learn|see|find out|found out|study|studies|studied|analyse|analyze|analysed|analyzed|compare|compared)\s+(?:how|why|what|which|if|whether)\b/i;


export function questionsRemarks(summary: string, answer: string): Remark[] {
  const remarks: Remark[] = [];
  const english = isEnglishText(answer) && isEnglishText(summary);
  if (english) {
    if (!questionWords.test(answer)) remarks.push(remark('criticalThinking.answerIsTopic', 'ct.answerIsTopic'));
    const direct = asksDirectly(answer);
    const purpose = splitSentences(summary)
      .filter((sentence) => statesQuestion.test(sentence.text) || markersIn(sentence.text, purposeStatements).length > 0)
      .map((sentence) => sentence.text);
    const proposal = proposeResearchQuestion([answer, ...purpose]);
    const already = proposal !== null && answer.toLowerCase().includes(proposal.slice(0, -1).toLowerCase());
    // An answer that already asks one direct question gets neither a proposal nor the request for one.
    if (!direct) {
      if (proposal && !already) remarks.push(remark('criticalThinking.improvedQuestion', 'ct.improvedQuestion', () => ({ question: proposal })));
      else remarks.push(remark('criticalThinking.askPrecise', 'ct.askPrecise'));
    }
    if (!statesQuestion.test(summary)) remarks.push(remark('criticalThinking.questionMissing', 'ct.questionMissing'));
    else remarks.push(remark('criticalThinking.questionStated', 'ct.questionStated'));
    return remarks;
  }
  return asksDirectly(answer) ? [] : [remark('criticalThinking.askPrecise', 'ct.askPrecise')];
}

/** One direct question of eight words or more ("Does X change Y in Z?"), in any language. */
function asksDirectly(answer: string): boolean {
  return splitSentences(answer).some((sentence) => /\?\s*$/.test(sentence.text) && sentence.words >= 8);
}
