// Measuring one text against a period dictionary, in the two forms a client asks for: the
// original's grading result (TextGrading/Grade) and the page's analysis reply (the text once and
// a band letter per word, POST /api/de-jargonizer/analyses). The same code runs on the event
// loop for a short pasted text and in a grading pool thread for a file or a long text
// (grading-tasks.ts), so both give the same answer (docs/de-jargonizer.md "Worker pool").
import { analyze, checkMeasurable, measuredPeriod, type DictionarySet } from '@scicomm/jargon';
import {
  analysisReplyOf,
  resultOfText,
  storedHtmlOf,
  type AnalysisReply,
  type GradingResult,
} from '@scicomm/jargon/result';
import { withJargonErrors } from './upload.ts';

export interface TextToGrade {
  readonly text: string;
  /** A period code already checked (dictionaryFor). */
  readonly period: string;
  /**
   * Measure the text in the language of its script when `period` is of the other script
   * (`periodForText`; docs/de-jargonizer.md "Language from the text"); otherwise `period` as it is.
   */
  readonly byScript?: boolean | undefined;
  /** The file name without its extension, or "". */
  readonly name: string;
}

/** A measured text: the reply, and the coloured HTML a user's stored row keeps (asked only when it is kept). */
export interface GradedText<Reply> {
  readonly result: Reply;
  readonly storedHtml: () => string;
}

/**
 * The original's grading result (docs/product.md §3); 400 "Article is empty." for a blank text,
 * and 400 UNSUPPORTED_SCRIPT, with no score, for a text in a script no list measures.
 */
export async function gradeText(dictionaries: DictionarySet, request: TextToGrade): Promise<GradedText<GradingResult>> {
  const dictionary = await dictionaryOfText(dictionaries, request);
  return withJargonErrors(() => {
    checkMeasurable(request.text, dictionary.info.language);
    return resultOfText(request.text, dictionary, request.name);
  });
}

/** The page's analysis reply, with the writer's key terms left out of the adjusted score. */
export async function analyseText(
  dictionaries: DictionarySet,
  request: TextToGrade & { readonly keyTerms?: readonly string[] | undefined },
): Promise<GradedText<AnalysisReply>> {
  const dictionary = await dictionaryOfText(dictionaries, request);
  return withJargonErrors(() => {
    checkMeasurable(request.text, dictionary.info.language);
    const analysis = analyze(request.text, dictionary);
    return {
      result: analysisReplyOf(analysis, dictionary, request.name, request.keyTerms),
      storedHtml: () => storedHtmlOf(analysis),
    };
  });
}

/**
 * The dictionary a text is measured with: `chosen`'s, or that of the default period of the text's script when
 * `chosen` is of the other script and the server has that list (`periodForText`).
 */
function dictionaryOfText(dictionaries: DictionarySet, { text, period, byScript }: TextToGrade) {
  return withJargonErrors(() => dictionaries.get(byScript ? measuredPeriod(dictionaries, text, period) : period));
}
