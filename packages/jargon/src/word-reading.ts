// What a tagger read of one word in its sentence: its lemma and part of speech (docs/de-jargonizer.md
// "How a suggestion is chosen"). The meanings take it when the caller has a tagger (the server's
// popover, word-reader.ts); without one they read the sentence by a few patterns. Browser-safe.
import type { PartOfSpeech } from './english-inflections.ts';

export interface WordReading {
  /** The dictionary form the tagger gives (mice → mouse, spanning → span), lowercase. */
  readonly lemma: string;
  /** WordNet's part of speech for the tagger's tag; null for a tag WordNet has no senses of (a number, a determiner …). */
  readonly pos: PartOfSpeech | null;
}
