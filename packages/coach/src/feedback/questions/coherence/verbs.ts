// Coherence, "verbs": a verb used too often, and the verb pairs of the student's table.

import type { QuestionContext } from '../../../coaches/coach.ts';
import { hasHebrew } from '../../../measures/english-terms.ts';
import { countVerbForms, measureVerbs } from '../../../measures/verbs.ts';
import type { Remark } from '../remark.ts';
import { cell, quotedList, remark, rowsOf, times } from '../remark.ts';
import { countPhrase } from '../text-counts.ts';

/** A Hebrew text: the pairs of its own table, each verb found as written (with prefix letters). */
function hebrewVerbRemarks(text: string, question: QuestionContext): Remark[] {
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '' && cell(row, 1) !== '');
  // Swapping a verb used once varies nothing: only a verb used twice or more has a partner to take a turn.
  const unused = rows.find((row) => countPhrase(text, cell(row, 0)) >= 2 && countPhrase(text, cell(row, 1)) === 0);
  if (unused) {
    return [
      remark('coherence.verbs.partnerUnused', 'verbs.partnerUnused', (language) => ({
        verb: cell(unused, 0),
        times: times(countPhrase(text, cell(unused, 0)), language),
        other: cell(unused, 1),
      })),
    ];
  }
  return [];
}

export function verbsRemarks(text: string, question: QuestionContext): Remark[] {
  if (hasHebrew(text)) return hebrewVerbRemarks(text, question);
  const { counts, overused } = measureVerbs(text);
  const remarks: Remark[] = [];
  const top = overused[0];
  const second = overused[1];
  if (top) {
    remarks.push(
      remark('coherence.verbs.overused', second ? 'verbs.overusedTwo' : 'verbs.overused', (language) => ({
        verb: top.verb,
        times: times(top.count, language),
        ...(second ? { other: second.verb, otherTimes: times(second.count, language) } : {}),
      })),
    );
  } else if (counts.length > 0) {
    remarks.push(
      remark('coherence.verbs.varied', 'verbs.varied', (language) => ({
        list: quotedList(
          counts.slice(0, 4).map(({ verb }) => verb),
          language,
        ),
      })),
    );
  } else {
    remarks.push(remark('coherence.verbs.few', 'verbs.few'));
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '' && cell(row, 1) !== '');
  const unused = rows.find((row) => countVerbForms(text, cell(row, 0)) >= 2 && countVerbForms(text, cell(row, 1)) === 0);
  if (unused) {
    remarks.push(
      remark('coherence.verbs.partnerUnused', 'verbs.partnerUnused', (language) => ({
        verb: cell(unused, 0),
        times: times(countVerbForms(text, cell(unused, 0)), language),
        other: cell(unused, 1),
      })),
    );
  } else if (rows.length > 0 && rows.every((row) => countVerbForms(text, cell(row, 0)) >= 1 && countVerbForms(text, cell(row, 1)) >= 1)) {
    remarks.push(remark('coherence.verbs.pairsPresent', 'verbs.pairsPresent'));
  }
  if (top && !unused) remarks.push(remark('coherence.verbs.replaceOne', 'verbs.replaceOne', () => ({ verb: top.verb })));
  return remarks;
}
