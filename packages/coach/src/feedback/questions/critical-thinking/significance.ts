// Critical Thinking, "significance": whether the summary says why the work matters, what follows
// from it and what it adds.

import { consequenceMarkers, markersIn, noveltyMarkers, significanceMarkers } from '../../../measures/claims.ts';
import { isEnglishText } from '../../../measures/english-terms.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import { excerpt } from '../../excerpt.ts';
import type { Remark } from '../remark.ts';
import { quotedList, remark, sentenceSpan } from '../remark.ts';

/** "…, but they appear to shift habits": a closing sentence that weighs what the results mean. */
const closingHedges = ['appear to', 'appears to', 'seem to', 'seems to', 'suggest that', 'suggests that', 'may', 'might'];
const closingConsequences = ['could', 'should', 'can help', 'will help', 'would help', 'will allow', 'could allow'];

/** "Few field trials have compared soil types before", "no study had …". */
const notDoneBefore = /\b(?:few|no|none|little|never|not)\b[^.;]*\b(?:before|yet|so far|until now)\b/i;

export function significanceRemarks(summary: string, answer: string): Remark[] {
  if (!isEnglishText(summary) || !isEnglishText(answer)) return [];
  const remarks: Remark[] = [];
  // A closing sentence on who can use the work ("Clinics could add reminders") says why it matters too.
  const markers = markersIn(summary, significanceMarkers);
  // So does a closing sentence on what the work adds ("… more closely than historians have assumed").
  // A closing recommendation ("the Ministry should give a tablet to every student") is no
  // meaning to praise: it may go beyond the data.
  // The last three sentences: a closing plan ("Next, we will scale up …") may follow it.
  const closing = splitSentences(summary)
    .slice(-3)
    .find(
      (sentence) =>
        markersIn(sentence.text, [...closingConsequences, ...noveltyMarkers, ...closingHedges]).length > 0 && !/\bshould\b/iu.test(sentence.text),
    );
  if (markers.length > 0)
    remarks.push(
      remark('criticalThinking.significanceStated', 'ct.significanceStated', (language) => ({ list: quotedList(markers.slice(0, 2), language) })),
    );
  else if (closing)
    remarks.push(
      remark('criticalThinking.significanceStated', 'ct.significanceClosing', () => ({ sentence: excerpt(closing.text) }), sentenceSpan(summary, closing)),
    );
  else {
    // Asked of the sentence the summary ends on, so the writer knows where the answer goes.
    const last = splitSentences(summary).at(-1);
    remarks.push(
      last
        ? remark('criticalThinking.significanceMissing', 'ct.significanceMissingAfter', () => ({ sentence: excerpt(last.text) }), sentenceSpan(summary, last))
        : remark('criticalThinking.significanceMissing', 'ct.significanceMissing'),
    );
  }
  if (markersIn(answer, consequenceMarkers).length === 0) remarks.push(remark('criticalThinking.noConsequence', 'ct.noConsequence'));
  // The significance question already asks what is new: asked twice in one turn, it reads as a form.
  const noveltyAsked = remarks.some((item) => item.kind === 'criticalThinking.significanceMissing');
  if (!noveltyAsked && markersIn(`${answer}\n${summary}`, noveltyMarkers).length === 0 && !notDoneBefore.test(`${answer}\n${summary}`))
    remarks.push(remark('criticalThinking.noveltyMissing', 'ct.noveltyMissing'));
  // What the work means reaches beyond the summary (policies, other fields): new terms are expected here.
  return remarks;
}
