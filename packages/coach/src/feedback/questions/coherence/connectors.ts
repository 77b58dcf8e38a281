// Coherence, "connectors": a paragraph that does not link back to the one before, and the
// connectors of the student's table checked against the text.

import type { QuestionContext } from '../../../coaches/coach.ts';
import { spanOf } from '../../../findings/finding.ts';
import type { ConnectorKind } from '../../../measures/connectors.ts';
import { connectorsByKind, hebrewConnectorsIn, measureConnectors } from '../../../measures/connectors.ts';
import { contentTermsOf, hasHebrew } from '../../../measures/english-terms.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import type { Remark } from '../remark.ts';
import { cell, mostRemarks, quotedList, remark, rowsOf } from '../remark.ts';
import { countPhrase, paragraphsOf } from '../text-counts.ts';

const contrastKinds: readonly ConnectorKind[] = ['contrast', 'cause', 'addition'];
/** "The results …", "Our findings …": a paragraph reporting what the work before it produced. */
const resultsOpening = /^\s*(?:the|our|these|those|such)\s+(?:\p{L}+\s+)?(?:results?|findings?|data|measurements?|analys[ie]s|observations?|interviews?|answers?|outcomes?)\b/iu;
const demonstrativeOpening = /^\s*(?:this|these|those|that|such)\s+\p{L}+/iu;
const hebrewDemonstrative = /(?:^|\s)(?:זה|זו|זאת|אלה|אלו|הזה|הזו|הזאת|האלה|האלו)(?=\s|[.,;:]|$)/u;

/** Whether a paragraph's first sentence links back: a connector, "These results …", or a key term of the last paragraph. */
function opensWithLink(first: string, previousParagraph: string, hebrew: boolean): boolean {
  if (hebrew) {
    const opening = first.split(/\s+/).slice(0, 4).join(' ');
    return hebrewConnectorsIn(first).length > 0 || hebrewDemonstrative.test(opening);
  }
  if (measureConnectors([{ text: '', words: 0 }, { text: first, words: 0 }]).linkedSentences > 0) return true;
  if (demonstrativeOpening.test(first) || resultsOpening.test(first)) return true;
  const before = splitSentences(previousParagraph).at(-1)?.text ?? '';
  const earlier = new Set(contentTermsOf(before).flatMap((term) => term.lemmas));
  return contentTermsOf(first).some((term) => term.lemmas.some((lemma) => earlier.has(lemma)));
}

export function connectorsRemarks(text: string, question: QuestionContext): Remark[] {
  const hebrew = hasHebrew(text);
  const sentences = splitSentences(text);
  const paragraphs = paragraphsOf(text);
  const remarks: Remark[] = [];
  const linked = hebrew
    ? sentences.slice(1).filter((sentence) => hebrewConnectorsIn(sentence.text).length > 0).length
    : measureConnectors(sentences).linkedSentences;
  // No ratio of linked sentences: a count is no remark, and the list misses links ("In parallel,").
  // In Hebrew a paragraph may link by its meaning ("the main reason is …") in ways no list can
  // see, so only a paragraph with no connector and no demonstrative in a text with no
  // connector at all is named.
  const unlinked = paragraphs.findIndex(
    (paragraph, index) =>
      index > 0 &&
      (!hebrew || linked === 0) &&
      !opensWithLink(splitSentences(paragraph)[0]?.text ?? '', paragraphs[index - 1] ?? '', hebrew),
  );
  if (unlinked > 0) {
    remarks.push(
      remark(
        'coherence.connectors.paragraphUnlinked',
        'connectors.paragraphUnlinked',
        () => ({ paragraph: unlinked + 1 }),
        spanOf(text, paragraphs[unlinked] ?? ''),
      ),
    );
  }
  const rows = rowsOf(question.table).filter((row) => cell(row, 0) !== '');
  const absent = rows.find((row) => countPhrase(text, cell(row, 0)) === 0);
  if (absent) {
    remarks.unshift(
      remark(
        'coherence.connectors.absent',
        /para|פסק|فقر/i.test(cell(absent, 1)) ? 'connectors.absentParagraph' : 'connectors.absentSentence',
        () => ({ connector: cell(absent, 0) }),
      ),
    );
  } else if (!hebrew && remarks.length < mostRemarks) {
    const used = new Set(measureConnectors(sentences).found.map(({ kind }) => kind));
    const missing = contrastKinds.find((kind) => !used.has(kind));
    if (missing)
      remarks.push(
        remark('coherence.connectors.kindMissing', `connectors.missing.${missing}`, (language) => ({
          list: quotedList(connectorsByKind[missing].slice(0, 2), language),
        })),
      );
  }
  return remarks;
}
