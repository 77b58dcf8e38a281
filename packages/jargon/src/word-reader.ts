// Reads one word in its sentence with winkNLP's English lite model (its part-of-speech tagger and
// lemmatiser; docs/de-jargonizer.md "How a suggestion is chosen"). Node only: the model holds about
// 36 MB, so it is required on the first sentence read, not with the module (the server reads the
// popover's sentence; the browser never does), and shared with the coach's English analysis.
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type { ItsFunction } from 'wink-nlp';
import type { PartOfSpeech } from './english-inflections.ts';
import { normaliseWordForm } from './tokenizer.ts';
import type { WordReading } from './word-reading.ts';

type Wink = ReturnType<typeof winkNLP>;
let wink: Wink | null = null;

function engine(): Wink {
  if (wink === null) {
    const require = createRequire(import.meta.url);
    const createWink = require('wink-nlp') as typeof winkNLP;
    wink = createWink(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0]);
  }
  return wink;
}

const WORDNET_POS: Readonly<Record<string, PartOfSpeech>> = { NOUN: 'n', PROPN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

/** The sentences the reader takes (a popover's sentence is at most a few hundred characters). */
export const MAX_READ_SENTENCE = 1000;

/**
 * The lemma and part of speech of `word`'s first occurrence in `sentence`; null when the word is not
 * in it. A capitalised first word the model reads as a name ("Stiffer rules …") is read again with a
 * small first letter.
 */
export function readWordInSentence(sentence: string, word: string): WordReading | null {
  const form = normaliseWordForm(word.trim());
  if (form === '' || sentence.length > MAX_READ_SENTENCE) return null;
  const found = tokenIn(sentence, form);
  if (found === null) return null;
  if (found.pos === 'PROPN' && found.index === 0 && /^\p{Lu}\p{Ll}/u.test(sentence.trimStart())) {
    const trimmed = sentence.trimStart();
    const again = tokenIn(trimmed.charAt(0).toLowerCase() + trimmed.slice(1), form);
    if (again !== null) return readingOf(again);
  }
  return readingOf(found);
}

interface Token {
  readonly index: number;
  readonly pos: string;
  readonly lemma: string;
}

function tokenIn(sentence: string, form: string): Token | null {
  const nlp = engine();
  const its = nlp.its;
  const tokens = nlp.readDoc(sentence).tokens();
  const values = tokens.out(its.value);
  const tags = tokens.out(its.pos);
  // The model's lemma helper is typed as a model add-on; it is an ordinary token helper.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>);
  const index = values.findIndex((value) => normaliseWordForm(value) === form);
  if (index < 0) return null;
  return {
    index,
    pos: tags[index] ?? 'X',
    lemma: lemmas[index] ?? form,
  };
}

function readingOf(token: Token): WordReading {
  return { lemma: token.lemma.toLowerCase(), pos: WORDNET_POS[token.pos] ?? null };
}
