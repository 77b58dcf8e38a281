// Coherence, "adverbs": an adverb used three times or more, intensifiers, and the adverbs and
// words of the student's table checked against the text.

import type { QuestionContext } from '../../../coaches/coach.ts';
import { measureAdverbs } from '../../../measures/adverbs.ts';
import { hasHebrew } from '../../../measures/english-terms.ts';
import type { Remark } from '../remark.ts';
import { cell, quotedList, remark, rowsOf } from '../remark.ts';
import { countAnyForm, countPhrase } from '../text-counts.ts';

export function adverbsRemarks(text: string, question: QuestionContext): Remark[] {
  const remarks: Remark[] = [];
  // No count of adverbs: the measure misses some ("also", "far"), and a count is no remark.
  if (!hasHebrew(text)) {
    const { adverbs, distinct, intensifiers } = measureAdverbs(text);
    const repeatedAdverb = distinct.find((adverb) => adverbs.filter((used) => used === adverb).length >= 3);
    if (repeatedAdverb)
      remarks.push(
        remark('coherence.adverbs.repeated', 'adverbs.repeated', () => ({
          adverb: repeatedAdverb,
          count: adverbs.filter((used) => used === repeatedAdverb).length,
        })),
      );
    if (intensifiers.length > 0) {
      remarks.push(
        remark(
          'coherence.adverbs.intensifier',
          intensifiers.length > 1 ? 'adverbs.intensifiersMany' : 'adverbs.intensifierOne',
          (language) => ({ list: quotedList(intensifiers, language) }),
        ),
      );
    }
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '');
  const absent = rows.find((row) => countPhrase(text, cell(row, 0)) === 0);
  const missingWord = rows.find((row) => cell(row, 1) !== '' && countAnyForm(text, cell(row, 1)) === 0);
  if (absent) {
    remarks.push(
      remark(
        'coherence.adverbs.absent',
        cell(absent, 1) && countAnyForm(text, cell(absent, 1)) > 0 ? 'adverbs.absentWithWord' : 'adverbs.absent',
        () => ({ adverb: cell(absent, 0), word: cell(absent, 1) }),
      ),
    );
  } else if (missingWord) {
    remarks.push(remark('coherence.adverbs.wordMissing', 'adverbs.wordMissing', () => ({ word: cell(missingWord, 1) })));
  } else if (rows.length > 0) {
    remarks.push(remark('coherence.adverbs.allPresent', 'adverbs.allPresent'));
  }
  // The table's check is the most specific remark: it goes before the general ones.
  const table = remarks.filter((item) => /absent|wordMissing|allPresent/.test(item.kind));
  return [...table, ...remarks.filter((item) => !table.includes(item))];
}
