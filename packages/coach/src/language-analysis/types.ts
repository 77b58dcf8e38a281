// The shapes the language-analysis layer gives the coach's rules (docs/exercises.md "How the
// coach decides"). Offsets are UTF-16 offsets into the analysed text, as in findings
// (text.slice(start, end)), so a rule can turn any of these into a finding's span.

/** Universal parts of speech; 'X' when the layer cannot tell (Hebrew, symbols). */
export type PartOfSpeech =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X';

export interface Token {
  text: string;
  start: number;
  end: number;
  pos: PartOfSpeech;
  /** Dictionary form, lowercased ("measured" → "measure"); Hebrew: the form without prefix letters. */
  lemma: string;
  /** Index of the token's sentence in `sentences`. */
  sentence: number;
}

export interface AnalysedSentence {
  text: string;
  start: number;
  end: number;
  /** Index of its first token in `tokens`, and one past its last. */
  firstToken: number;
  endToken: number;
}

/**
 * date: a date, year, decade, time of day or stretch of time ("2019", "March 2021", "for ten
 * years", "every morning"); quantity: a number with a unit ("40 mg", "3.2 mm", "$20");
 * percent: "12%", "35 percent"; number: any other number; organisation and person: named
 * ones the layer can recognise (a university, institute or agency; a titled name or "Smith et
 * al.").
 */
export type EntityType = 'date' | 'quantity' | 'percent' | 'number' | 'organisation' | 'person';

export interface Entity {
  type: EntityType;
  text: string;
  start: number;
  end: number;
  sentence: number;
}

export interface NounPhrase {
  text: string;
  start: number;
  end: number;
  sentence: number;
  /** The phrase's last noun, lowercased lemma ("the new vaccines" → "vaccine"). */
  head: string;
}

/**
 * What a connector does where it stands. "since", "as" and "while" are decided by their use:
 * "since 2010" is time, "since it reduces costs" is cause; "as" before a clause may be either
 * and is 'timeOrCause', which no rule counts as a cause. "so that" and "in order to" give an aim
 * ('purpose'), not a cause the evidence must show.
 */
export type ConnectorUse = 'cause' | 'result' | 'purpose' | 'time' | 'contrast' | 'addition' | 'example' | 'timeOrCause';

export interface Connector {
  /** As written ("As a result"). */
  text: string;
  start: number;
  end: number;
  sentence: number;
  use: ConnectorUse;
}

export type AnalysisLanguage = 'en' | 'he';

export interface LanguageAnalysis {
  language: AnalysisLanguage;
  text: string;
  sentences: AnalysedSentence[];
  tokens: Token[];
  entities: Entity[];
  nounPhrases: NounPhrase[];
  connectors: Connector[];
}

/** A stretch of the analysed text (the same shape as a finding's span). */
export interface TextSpan {
  start: number;
  end: number;
}
