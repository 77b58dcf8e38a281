// Every kind of remark the coaches can make, each defined once (docs/exercises.md "How the coach
// decides"): its area, the form it is said in, what it has to read to be true, whether the LLM
// coach judges it where one is configured, and its message keys. Whether a kind is shown is not
// written here: it is derived from the kind's precision on the first labels of fresh walks
// (shown.ts, over fresh-precision.ts), with the floor that `reads` sets.

/**
 * What a kind must read to be true.
 * - `form`: a count, a length, a quoted sentence, a word's place or its presence in the writer's
 *   own table: a rule can verify it, and it may be shown on fewer fresh remarks.
 * - `meaning`: what a sentence says (why it matters, support for a claim, consent, a word the
 *   readers know): shown only on at least 15 fresh remarks at 0.95, and judged by the LLM coach
 *   where one is configured.
 */
export type KindReads = 'form' | 'meaning';

/**
 * How the chat says it: a `statement` about the text, a `question` true whatever the answer,
 * `praise` of a check passed (said inside a summary line), a `summary` line that holds such
 * praise, the `figures` (score and word count: facts of the measure, always said), or a `prompt`
 * that asks the writer to do something and claims nothing about the text.
 */
export type KindForm = 'statement' | 'question' | 'praise' | 'summary' | 'figures' | 'prompt';

export type KindArea =
  | 'sentences'
  | 'jargon'
  | 'spelling'
  | 'abbreviations'
  | 'importance'
  | 'logos'
  | 'pathos'
  | 'ethos'
  | 'ethics'
  | 'coherence'
  | 'criticalThinking'
  | 'claims'
  | 'summary';

export interface KindDefinition {
  readonly area: KindArea;
  readonly form: KindForm;
  readonly reads: KindReads;
  /** Judged by the LLM coach where one is configured (llm/llm-findings.ts). */
  readonly llm: boolean;
  /** The message keys a finding of this kind is said with (its area's areas/<area>/messages.ts). */
  readonly messages: readonly string[];
  /**
   * Why the server cannot say it yet, whatever its precision: an engineering limit, not a
   * measure. The evaluation still makes it in shadow, so fresh sets keep measuring it.
   */
  readonly notServed?: string;
}

const form = (area: KindArea, shape: KindForm, messages: readonly string[]): KindDefinition => ({
  area,
  form: shape,
  reads: 'form',
  llm: false,
  messages,
});
const meaning = (area: KindArea, shape: KindForm, messages: readonly string[]): KindDefinition => ({
  area,
  form: shape,
  reads: 'meaning',
  llm: true,
  messages,
});

export const remarkKinds = {
  // Sentences: their lengths, the longest quoted.
  'sentence.tooLong': form('sentences', 'statement', ['sentence.tooLong']),
  'summary.sentences': form('sentences', 'praise', ['sentence.fits', 'sentence.nearComfortable']),

  // Words the readers may not know.
  // The words these readers likely do not know (areas/jargon/words-for-readers.ts).
  'jargon.wordsForReaders': meaning('jargon', 'statement', ['jargon.wordsForReaders', 'jargon.wordsForReaders.last']),
  'jargon.explainedLate': meaning('jargon', 'question', ['jargon.explainedLate']),
  'summary.explained': meaning('jargon', 'praise', [
    'jargon.explained.one',
    'jargon.explained.many',
  ]),
  'summary.keyTerms': meaning('jargon', 'praise', ['jargon.keyTerms.one', 'jargon.keyTerms.many']),
  'summary.noRareWords': meaning('jargon', 'praise', ['summary.noRareWords']),
  'spelling.misspelt': {
    ...form('spelling', 'statement', ['spelling.misspelt', 'spelling.misspeltNoSuggestion']),
    // A dictionary reads no meaning, but where a model is configured it may flag a misspelling too.
    llm: true,
  },

  // Abbreviations not spelled out where they are first used (areas/abbreviations/), asked about:
  // whether the readers know one is the writer's call (the statement it replaced, "spell it out",
  // was false for EEG and fMRI before researchers and EUR anywhere: 4 of 14 fresh remarks).
  'abbreviations.askReaders': form('abbreviations', 'question', [
    'abbreviations.askReaders.one',
    'abbreviations.askReaders.many',
  ]),

  // Why it matters.
  'importance.noComparison': meaning('importance', 'question', ['importance.askComparisonIn']),
  'importance.pictureNumber': meaning('importance', 'question', ['importance.askPictureNumber']),

  // Logos: support for a claim.
  'logos.noEvidence': meaning('logos', 'question', ['logos.noEvidence']),
  'logos.evidenceCheck': meaning('logos', 'question', ['logos.evidenceCheck']),
  'logos.causeLink': meaning('logos', 'statement', ['logos.causeLink']),
  'logos.noCauseLink': meaning('logos', 'statement', ['logos.noCauseLink']),
  'logos.unsupportedClaim': meaning('logos', 'statement', ['logos.unsupportedClaim']),
  'evidence.present': meaning('logos', 'statement', ['evidence.present']),
  'evidence.none': meaning('logos', 'statement', ['evidence.none']),

  // Pathos: the readers' value.
  'pathos.valueNamed': meaning('pathos', 'praise', ['pathos.valueNamed']),
  'pathos.valueClose': meaning('pathos', 'praise', ['pathos.valueClose']),
  'pathos.valueMissing': meaning('pathos', 'question', ['pathos.valueMissing']),
  'pathos.answerNoButPresent': meaning('pathos', 'statement', ['pathos.answerNoButPresent']),

  // Ethos: the writer's credibility.
  'ethos.affiliation': meaning('ethos', 'praise', ['ethos.affiliation']),
  'ethos.experience': meaning('ethos', 'praise', ['ethos.experience']),
  'ethos.method': meaning('ethos', 'praise', ['ethos.method']),
  'ethos.noAffiliation': meaning('ethos', 'question', [
    'ethos.noAffiliation',
    'ethos.noAffiliationAnywhere',
  ]),
  'ethos.noExperience': meaning('ethos', 'question', [
    'ethos.noExperience',
    'ethos.noExperienceAnywhere',
  ]),
  'ethos.noMethod': meaning('ethos', 'question', ['ethos.noMethod']),
  // The writer's own credibility statement against the text: most of its words not found.
  'ethos.statementMissing': form('ethos', 'statement', ['ethos.statementMissing', 'ethos.statementMissing.last']),

  // Ethics: the concerns a text names or leaves out.
  'ethics.noConcernNamed': meaning('ethics', 'statement', ['ethics.noConcernNamed']),
  'ethics.named.stakeholders': meaning('ethics', 'praise', ['ethics.concern.stakeholders']),
  'ethics.named.consent': meaning('ethics', 'praise', ['ethics.concern.consent']),
  'ethics.named.privacy': meaning('ethics', 'praise', ['ethics.concern.privacy']),
  'ethics.named.conflictOfInterest': meaning('ethics', 'praise', [
    'ethics.concern.conflictOfInterest',
  ]),
  'ethics.named.risk': meaning('ethics', 'praise', ['ethics.concern.risk']),
  'ethics.notNamed.stakeholders': meaning('ethics', 'question', [
    'ethics.question.stakeholders',
    'ethics.questionAt.stakeholders',
  ]),
  'ethics.notNamed.consent': meaning('ethics', 'question', [
    'ethics.question.consent',
    'ethics.questionAt.consent',
  ]),
  'ethics.notNamed.conflictOfInterest': meaning('ethics', 'question', [
    'ethics.question.conflictOfInterest',
    'ethics.questionAt.conflictOfInterest',
  ]),
  'summary.ethicsNamed': meaning('ethics', 'summary', ['ethics.covered']),

  // Coherence: how the text's words link its sentences.
  'coherence.adverbs.intensifier': meaning('coherence', 'question', [
    'questions.adverbs.intensifierOne',
    'questions.adverbs.intensifiersMany',
  ]),
  'coherence.connectors.paragraphUnlinked': meaning('coherence', 'question', [
    'questions.connectors.paragraphUnlinked',
  ]),
  'coherence.connectors.kindMissing': meaning('coherence', 'statement', [
    'questions.connectors.missing.contrast',
    'questions.connectors.missing.cause',
    'questions.connectors.missing.addition',
  ]),
  'coherence.pronouns.bareDemonstrative': form('coherence', 'statement', [
    'questions.pronouns.bare',
  ]),
  'coherence.pronouns.referentMissing': meaning('coherence', 'statement', [
    'questions.pronouns.referentMissing',
  ]),
  'coherence.pronouns.vagueIt': meaning('coherence', 'statement', ['questions.pronouns.vagueIt']),
  'coherence.pronouns.replaceNoun': meaning('coherence', 'statement', [
    'questions.pronouns.replaceNoun',
  ]),
  'coherence.pronouns.clear': meaning('coherence', 'praise', ['questions.pronouns.clear']),
  'coherence.verbs.varied': meaning('coherence', 'praise', ['questions.verbs.varied']),

  // Critical Thinking: the summary's purpose, data, conclusions and what they mean.
  'criticalThinking.purposeStated': meaning('criticalThinking', 'praise', [
    'questions.ct.purposeStated',
  ]),
  'criticalThinking.purposeLate': meaning('criticalThinking', 'question', [
    'questions.ct.purposeLate',
  ]),
  'criticalThinking.purposeMissing': meaning('criticalThinking', 'question', [
    'questions.ct.purposeMissing',
  ]),
  'criticalThinking.questionStated': form('criticalThinking', 'praise', [
    'questions.ct.questionStated',
  ]),
  'criticalThinking.askPrecise': meaning('criticalThinking', 'question', [
    'questions.ct.askPrecise',
  ]),
  'criticalThinking.improvedQuestion': meaning('criticalThinking', 'question', [
    'questions.ct.improvedQuestion',
  ]),
  'criticalThinking.answerIsTopic': meaning('criticalThinking', 'statement', [
    'questions.ct.answerIsTopic',
  ]),
  'criticalThinking.answerWithoutData': meaning('criticalThinking', 'statement', [
    'questions.ct.answerWithoutData',
  ]),
  'criticalThinking.figuresPresent': form('criticalThinking', 'praise', [
    'questions.ct.figuresPresent',
  ]),
  'criticalThinking.noEvidence': meaning('criticalThinking', 'statement', [
    'questions.ct.noEvidence',
  ]),
  'criticalThinking.hedged': meaning('criticalThinking', 'praise', ['questions.ct.hedged']),
  'criticalThinking.noHedge': meaning('criticalThinking', 'question', ['questions.ct.noHedge']),
  'criticalThinking.overstatedClaim': meaning('criticalThinking', 'statement', [
    'questions.ct.overstatedClaim',
  ]),
  'criticalThinking.unsupportedClaim': meaning('criticalThinking', 'statement', [
    'questions.ct.unsupportedClaim',
  ]),
  'criticalThinking.noveltyMissing': meaning('criticalThinking', 'question', [
    'questions.ct.noveltyMissing',
  ]),
  'criticalThinking.significanceStated': meaning('criticalThinking', 'praise', [
    'questions.ct.significanceStated',
    'questions.ct.significanceClosing',
  ]),
  'criticalThinking.significanceMissing': meaning('criticalThinking', 'question', [
    'questions.ct.significanceMissingAfter',
  ]),
  'criticalThinking.noConsequence': meaning('criticalThinking', 'statement', [
    'questions.ct.noConsequence',
  ]),

  // Claims: a listed certainty or absolute word in the writer's own claim ("proves that", "will end
  // heat deaths", "מוכיחים", "نهائيًا"), verifiable from the words (areas/claims/).
  'claims.certainty': form('claims', 'statement', ['claims.proves', 'claims.certain', 'claims.forGood', 'claims.always']),

  // Summary lines: the figures, and the lines that hold the checks passed.
  'summary.figures': {
    area: 'summary',
    form: 'figures',
    reads: 'form',
    llm: false,
    messages: ['summary.line'],
  },
  'summary.passed': {
    area: 'summary',
    form: 'summary',
    reads: 'form',
    llm: false,
    messages: ['summary.line'],
  },
  'summary.noRemark': {
    area: 'summary',
    form: 'prompt',
    reads: 'form',
    llm: false,
    messages: ['questions.noRemark'],
  },

  // Prompts where an area's claims are not shown: the writer points at their own sentence; no claim.
  'teach.logos': {
    area: 'logos',
    form: 'prompt',
    reads: 'form',
    llm: false,
    messages: ['teach.logos'],
  },
  'teach.pathos': {
    area: 'pathos',
    form: 'prompt',
    reads: 'form',
    llm: false,
    messages: ['teach.pathos'],
  },
  'teach.ethos': {
    area: 'ethos',
    form: 'prompt',
    reads: 'form',
    llm: false,
    messages: ['teach.ethos'],
  },
  'teach.ethics': {
    area: 'ethics',
    form: 'prompt',
    reads: 'form',
    llm: false,
    messages: ['teach.ethics'],
  },
} as const satisfies Record<string, KindDefinition>;

/** A kind of remark: one of the registry's ids. */
export type RemarkKind = keyof typeof remarkKinds;

export const allRemarkKinds = Object.keys(remarkKinds) as RemarkKind[];

export function isRemarkKind(value: string): value is RemarkKind {
  return Object.hasOwn(remarkKinds, value);
}

export const kindDefinition = (kind: RemarkKind): KindDefinition => remarkKinds[kind];
