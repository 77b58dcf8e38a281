// Coherence, "key terms": whether the text keeps its key term to the end, and whether the
// student's table of key terms and counts agrees with the text.

import type { QuestionContext } from '../../../coaches/coach.ts';
import { spanOf } from '../../../findings/finding.ts';
import { analyseText } from '../../../language-analysis/analyse.ts';
import { hasHebrew, lemmaOf } from '../../../measures/english-terms.ts';
import { measureKeyLemmas, usesLemma } from '../../../measures/key-terms.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import type { Remark } from '../remark.ts';
import { cell, comma, quotedList, remark, rowsOf, times } from '../remark.ts';
import { countAnyForm, countPhrase, paragraphsOf } from '../text-counts.ts';

/** Units, stretches of time and general research words: repeated, but never the topic. */
export const notKeyTerms = new Set(
  (
    'year month week day hour minute second time times percent per cent metre meter kilometre kilometer centimetre ' +
    'millimetre gram kilogram litre liter degree dollar result finding data study research work paper thesis project ' +
    'way thing lot part example number amount case ' +
    // Words of change, a verb as often as a noun: the topic is what rises, not the rise (a fresh
    // walk was asked to repeat "increase" to the end).
    'increase decrease rise drop fall change growth reduction'
  )
    .split(' ')
    .map(lemmaOf),
);

export function keyTermsRemarks(text: string, question: QuestionContext): Remark[] {
  // The term measure reads English; a Hebrew text still gets the checks of its own table.
  const remarks = hasHebrew(text) ? [] : keyTermMeasureRemarks(text);
  return [...remarks, ...keyTermTableRemarks(text, question)];
}

function keyTermMeasureRemarks(text: string): Remark[] {
  const sentences = splitSentences(text);
  // A key term is a noun in at least one of its uses ("measurements"); its verb forms
  // ("measured") count with it, while verbs alone ("show", "found") are no key terms.
  const nouns = new Set(
    analyseText(text)
      .tokens.filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN')
      .flatMap((token) => [lemmaOf(token.text), lemmaOf(token.lemma)]),
  );
  const repeated = measureKeyLemmas(sentences).filter(({ lemma }) => nouns.has(lemma) && !notKeyTerms.has(lemma));
  const remarks: Remark[] = [];
  const top = repeated[0];
  if (!top) {
    remarks.push(remark('coherence.keyTerms.none', 'keyTerms.none'));
  } else {
    const paragraphs = paragraphsOf(text);
    const missingIn = paragraphs.findIndex((paragraph) => !usesLemma(paragraph, top.lemma));
    const lastSentence = top.sentences.at(-1) ?? -1;
    if (paragraphs.length > 1 && missingIn >= 0) {
      remarks.push(
        remark(
          'coherence.keyTerms.dropsOut',
          'keyTerms.dropsOut',
          () => ({ term: top.term, count: top.count, paragraph: missingIn + 1 }),
          spanOf(text, paragraphs[missingIn] ?? ''),
        ),
      );
    } else if (lastSentence >= 0 && lastSentence < sentences.length - 2) {
      remarks.push(
        remark('coherence.keyTerms.fadesOut', 'keyTerms.fadesOut', () => ({
          term: top.term,
          count: top.count,
          sentence: lastSentence + 1,
          total: sentences.length,
        })),
      );
    } else {
      const shown = repeated.slice(0, 3);
      remarks.push(
        remark('coherence.keyTerms.kept', 'keyTerms.kept', (language) => ({
          terms: quotedList(
            shown.map(({ term }) => term),
            language,
          ),
          counts: shown.map(({ count }) => `${count}×`).join(comma[language]),
        })),
      );
    }
  }
  return remarks;
}

/**
 * How often the text uses the term of a cell, as written and in all its forms. A cell may name
 * one term in several words ("code-switching / switch", "bees or pollinators", "רעידה / רעידת
 * אדמה"): its names are counted together, and any count between the most frequent of them and
 * all of them is a fair count of the term (the forms overlap). Walks had "You counted 9 … it
 * appears 0 times" of such cells, the whole cell looked for as one phrase.
 */
function cellCounts(text: string, term: string): { asWritten: number; anyForm: number; fits: (claimed: number) => boolean } {
  const names = term.split(/\s*\/\s*|\s+or\s+|\s+או\s+/u).map((name) => name.trim()).filter((name) => name !== '');
  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
  const forms = names.map((name) => countAnyForm(text, name));
  const asWritten = sum(names.map((name) => countPhrase(text, name)));
  const anyForm = sum(forms);
  const fewest = Math.max(0, ...forms);
  return {
    asWritten,
    anyForm,
    fits: (claimed) => claimed === asWritten || claimed === anyForm || (names.length > 1 && claimed >= fewest && claimed <= anyForm),
  };
}

function keyTermTableRemarks(text: string, question: QuestionContext): Remark[] {
  const remarks: Remark[] = [];
  const rows = rowsOf(question.table);
  if (question.choice === '1') {
    const wrong = rows.find((row) => {
      const claimed = Number.parseInt(cell(row, 1), 10);
      if (cell(row, 0) === '' || !Number.isFinite(claimed)) return false;
      return !cellCounts(text, cell(row, 0)).fits(claimed);
    });
    if (wrong) {
      const { asWritten, anyForm } = cellCounts(text, cell(wrong, 0));
      remarks.push(
        remark(
          'coherence.keyTerms.miscounted',
          anyForm > asWritten ? 'keyTerms.miscountedForms' : 'keyTerms.miscounted',
          (language) => ({
            claimed: cell(wrong, 1),
            term: cell(wrong, 0),
            times: times(asWritten, language),
            all: anyForm,
          }),
        ),
      );
    }
    const extra = rows.flatMap((row) =>
      cell(row, 2)
        .split(/[,;،]/)
        .map((term) => term.trim())
        .filter((term) => term !== '' && countAnyForm(text, term) < 2),
    );
    if (extra.length > 0)
      remarks.push(
        remark(
          'coherence.keyTerms.rareKeyword',
          extra.length > 1 ? 'keyTerms.rareExtraMany' : 'keyTerms.rareExtraOne',
          (language) => ({ terms: quotedList(extra.slice(0, 3), language) }),
        ),
      );
  } else {
    const planned = rows.map((row) => cell(row, 0)).filter((term) => term !== '');
    const rare = planned.filter((term) => countAnyForm(text, term) < 2);
    if (rare.length > 0) {
      remarks.push(
        remark(
          'coherence.keyTerms.rareKeyword',
          rare.length > 1 ? 'keyTerms.rarePlannedMany' : 'keyTerms.rarePlannedOne',
          (language) => ({ terms: quotedList(rare.slice(0, 3), language) }),
        ),
      );
    } else if (planned.length > 0) {
      remarks.push(
        remark('coherence.keyTerms.keepUsing', 'keyTerms.keepUsing', (language) => ({
          terms: quotedList(planned.slice(0, 3), language),
        })),
      );
    }
  }
  return remarks;
}
