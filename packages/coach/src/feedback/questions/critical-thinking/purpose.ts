// Critical Thinking, "purpose": whether the summary states its purpose, and near the start.

import { markersIn, purposeStatements } from '../../../measures/claims.ts';
import { hasHebrew, isEnglishText } from '../../../measures/english-terms.ts';
import { splitSentences } from '../../../measures/sentences.ts';
import type { Remark } from '../remark.ts';
import { remark, sentenceSpan } from '../remark.ts';

const topicOnly =
  /\b(?:research|study|project|thesis|work|paper)\s+(?:is|was)\s+(?:about|on)\b|\b(?:deals|dealt)\s+with\b|\bis\s+focused\s+on\b/i;

/** Words that state a purpose in Hebrew ("מטרת המחקר", "בדקנו אם", "רצינו לדעת"). */
const hebrewPurposeStatements =
  /(?:^|\s)(?:ו?ה?מטר(?:ת|ה|תנו|תו|תה)|נועד(?:ה|ו)?|ביקשנו|(?:בדקנו|בודקים|בדק|בודק|בדקה|בוחן|בחן|בחנה)\s+(?:את הקשר|אם|האם|איך|כיצד)|רצינו\s+(?:לבדוק|לדעת|להבין)|שאלנו\s+(?:אם|האם))(?=\s|[.,;:]|$)/u;

function hebrewPurposeRemarks(summary: string): Remark[] {
  const sentences = splitSentences(summary);
  const stated = sentences.findIndex((sentence, index) => hebrewPurposeStatements.test(sentence.text) || (index < 2 && /\?\s*$/u.test(sentence.text)));
  // Never "your summary states no purpose": a list of Hebrew phrasings misses some; a question is true either way.
  if (stated < 0 || stated > 2) return [remark('criticalThinking.purposeLate', 'ct.purposeLate', () => ({ sentence: stated + 1 }))];
  return [remark('criticalThinking.purposeStated', 'ct.purposeStated', undefined, sentenceSpan(summary, sentences[stated]))];
}

export function purposeRemarks(summary: string): Remark[] {
  if (hasHebrew(summary)) return hebrewPurposeRemarks(summary);
  if (!isEnglishText(summary)) return [];
  const sentences = splitSentences(summary);
  // "My research is about satellite images" names a topic, not a purpose.
  // An opening question ("Do sugar taxes change what teenagers drink?") states the purpose too.
  const stated = sentences.findIndex(
    (sentence, index) =>
      (markersIn(sentence.text, purposeStatements).length > 0 && !topicOnly.test(sentence.text)) ||
      (index < 2 && /\?\s*$/.test(sentence.text)),
  );
  const remarks: Remark[] = [];
  if (stated < 0) remarks.push(remark('criticalThinking.purposeMissing', 'ct.purposeMissing'));
  else if (stated > 2)
    remarks.push(
      remark('criticalThinking.purposeLate', 'ct.purposeLate', () => ({ sentence: stated + 1 }), sentenceSpan(summary, sentences[stated])),
    );
  else remarks.push(remark('criticalThinking.purposeStated', 'ct.purposeStated', undefined, sentenceSpan(summary, sentences[stated])));
  return remarks;
}
