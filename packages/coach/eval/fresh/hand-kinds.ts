// The kinds of the fresh sets' label rows that the replay cannot give (map-shared-kinds.ts), and
// the part chosen where a row covers a summary line of several claims.
//
// 2026-11-25 was walked on 993f322 (its README). Today's coach words many of those remarks
// differently or no longer makes them, so their excerpts bear out no replayed remark; each such
// row's kind was read from the message it quotes: the message key of the 993f322 catalogue
// (git show 993f322:packages/coach/src/findings/messages/*.ts), the kind that key was made under
// then (half-life-feedback.ts, rhetoric-feedback.ts, question-feedback.ts of 993f322), and that
// kind today:
// - the same id where today's coach still has it (reworded or not): sentence.tooLong,
//   importance.*, logos.*, pathos.*, ethos.*, ethics.*, coherence.*, criticalThinking.*, and
//   jargon.rareWords ("Notice that you used the words …", later a question; its rules are gone
//   now, the rebuilt question is jargon.unfamiliarWords);
// - today's id where the same claim moved into the summary line: jargon.noRareWords →
//   summary.noRareWords, jargon.explained → summary.explained, jargon.score, its verdict and
//   wordCount.count → summary.figures (the figures: no finding);
// - the old id, noted, where today's coach has no kind for the claim any more (jargon.replaceFirst,
//   coherence.adverbs.count, coherence.connectors.ratio, criticalThinking.termsMissing,
//   pathos.everydayExamples, pathos.noEverydayExample, pathos.answerYesUnseen) or withholds it
//   (src/findings/withheld.ts: importance.noPurpose, logos.evidence, ethics.notNamed.privacy,
//   ethics.notNamed.risk).
export interface KindChoice {
  kind: string;
  note?: string;
  /** Kind none for a line of the exercise script (checked to be in the replayed turn's messages). */
  scripted?: boolean;
}

function rows(
  set: string,
  ids: readonly (number | string)[],
  choice: KindChoice,
): [string, KindChoice][] {
  return ids.map((id) => [`${set}/${id}`, choice]);
}

const gone = (old: string, where: string) => `kind gone: ${old}; ${where}`;
const withheld = 'withheld since 26 Nov (withheld.ts)';

/** Rows ("2026-11-25/12", "2026-11-26/en:35") whose remark no replayed remark bears out: kind by hand. */
export const byHand: Readonly<Record<string, KindChoice>> = Object.fromEntries([
  // Half Life and Persuasion's first text (half-life-feedback.ts).
  ...rows('2026-11-25', [1, 5, 9, 13, 29, 45, 50, 55], {
    kind: 'summary.noRareWords',
    note: 'was jargon.noRareWords',
  }),
  ...rows('2026-11-25', [3, 7, 11, 15], {
    kind: 'summary.figures',
    note: 'word count (was wordCount.count)',
  }),
  ...rows('2026-11-25', [24, 137, 144, 150, 157, 163, 169, 175, 181, 186], {
    kind: 'summary.figures',
    note: 'score (was jargon.score)',
  }),
  ...rows('2026-11-25', [17, 23, 34, 40, 59, 73, 136, 142, 149, 155, 162, 167, 174, 179, 185], {
    kind: 'jargon.rareWords',
    note: 'old wording: Notice that you used the words',
  }),
  ...rows('2026-11-25', [21, 26, 37, 43, 61, 75, 139, 146, 152, 159, 165, 171, 177, 183, 187], {
    kind: 'jargon.replaceFirst',
    note: gone('jargon.replaceFirst', 'its advice now in jargon.rareWords'),
  }),
  ...rows('2026-11-25', [18, 143, 156, 168, 180], {
    kind: 'summary.explained',
    note: 'was jargon.explained',
  }),
  ...rows('2026-11-25', [4, 44, 53], {
    kind: 'sentence.tooLong',
    note: 'today said as summary.sentences',
  }),
  ...rows('2026-11-25', [141, 148, 154, 161], { kind: 'importance.noComparison' }),
  ...rows('2026-11-25', [39], {
    kind: 'importance.pictureNumber',
    note: 'old wording: Turn a figure',
  }),
  ...rows('2026-11-25', [49, 54, 173], { kind: 'importance.noPurpose', note: withheld }),
  // Persuasion (rhetoric-feedback.ts).
  ...rows('2026-11-25', [62, 64, 76, 79, 188, 190], { kind: 'logos.evidence', note: withheld }),
  ...rows('2026-11-25', [65, 77, 80, 189, 191], {
    kind: 'logos.causeLink',
    note: 'old wording: so your reasoning is easy to follow',
  }),
  ...rows('2026-11-25', [66, 82], { kind: 'pathos.valueNamed' }),
  ...rows('2026-11-25', [83], { kind: 'pathos.valueClose' }),
  ...rows('2026-11-25', [84], { kind: 'pathos.answerNoButPresent' }),
  ...rows('2026-11-25', [192], { kind: 'pathos.valueMissing' }),
  ...rows('2026-11-25', [193], {
    kind: 'pathos.answerYesUnseen',
    note: gone('pathos.answerYesUnseen', 'not made at HEAD'),
  }),
  ...rows('2026-11-25', [67, 85, 194], {
    kind: 'pathos.noDirectAddress',
    note: 'old wording: Try speaking to your readers',
  }),
  ...rows('2026-11-25', [68], {
    kind: 'pathos.noEverydayExample',
    note: gone('pathos.noEverydayExample', 'not made at HEAD'),
  }),
  ...rows('2026-11-25', [86, 195], {
    kind: 'pathos.everydayExamples',
    note: gone('pathos.everydayExamples', 'not made at HEAD'),
  }),
  ...rows('2026-11-25', [87, 196], {
    kind: 'ethos.noAffiliation',
    note: 'old wording: It does not yet say where you work',
  }),
  ...rows('2026-11-25', [70, 88, 197], {
    kind: 'ethos.noExperience',
    note: 'old wording: It does not yet say what you have done',
  }),
  // Ethics: "deal with: a (…); b (…)" was a heading and one finding per concern; the reason's claim taken.
  ...rows('2026-11-25', [91], {
    kind: 'ethics.named.risk',
    note: 'line of 2 claims (stakeholders, risk); reason judges risk',
  }),
  ...rows('2026-11-25', [93], {
    kind: 'ethics.named.consent',
    note: 'line of 2 claims (stakeholders, consent); consent is the false one',
  }),
  ...rows('2026-11-25', [94], {
    kind: 'ethics.notNamed.privacy',
    note: `bubble of 2 questions (privacy, risk), first taken; both ${withheld}`,
  }),
  // Coherence (question-feedback.ts).
  ...rows('2026-11-25', [98, 109], { kind: 'coherence.adverbs.absent' }),
  ...rows('2026-11-25', [99, 110], {
    kind: 'coherence.adverbs.count',
    note: gone('coherence.adverbs.count', 'no adverb count at HEAD'),
  }),
  ...rows('2026-11-25', [100], {
    kind: 'coherence.pronouns.clear',
    note: 'old wording: I found no pronoun',
  }),
  ...rows('2026-11-25', [101], { kind: 'coherence.pronouns.replaceNoun' }),
  ...rows('2026-11-25', [103], { kind: 'coherence.verbs.partnerUnused' }),
  ...rows('2026-11-25', [104, 116, 119], {
    kind: 'coherence.connectors.absent',
    note: 'old wording',
  }),
  ...rows('2026-11-25', [105, 117, 120], {
    kind: 'coherence.connectors.ratio',
    note: gone('coherence.connectors.ratio', 'no connector ratio at HEAD'),
  }),
  ...rows('2026-11-25', [106, 118], {
    kind: 'coherence.connectors.paragraphUnlinked',
    note: 'old wording',
  }),
  ...rows('2026-11-25', [107], { kind: 'coherence.keyTerms.kept' }),
  // Critical Thinking (question-feedback.ts).
  ...rows('2026-11-25', [121], { kind: 'criticalThinking.purposeStated' }),
  ...rows('2026-11-25', [127], {
    kind: 'criticalThinking.purposeLate',
    note: 'old wording: Your purpose appears only in sentence',
  }),
  ...rows('2026-11-25', [124, 128, 131], {
    kind: 'criticalThinking.termsMissing',
    note: gone('criticalThinking.termsMissing', 'not made at HEAD'),
  }),
  ...rows('2026-11-25', [126, 134], { kind: 'criticalThinking.significanceStated' }),
  ...rows('2026-11-25', [135], {
    kind: 'criticalThinking.noveltyMissing',
    note: 'old wording: Neither your answer nor',
  }),
  // 2026-11-26: Persuasion's reply to the first text is the script's (scripts/persuasive.ts), no finding.
  ...rows('2026-11-26', ['en:35', 'en:45', 'he:16'], {
    kind: 'none',
    note: 'script reply persuasive.rareWordsSuit after every first text, no finding',
    scripted: true,
  }),
]);

/** Rows whose excerpt bears out a line of several claims, or several remarks: the kind the label's reason judges. */
export const partChoices: Readonly<Record<string, KindChoice>> = Object.fromEntries([
  ...rows('2026-11-25', [92], {
    kind: 'ethics.notNamed.consent',
    note: 'bubble of 3 questions (consent, privacy, conflictOfInterest), first taken',
  }),
  // w2's summary lines: score, word count and the sentence claim labelled as one; the reason checks the sentence claim.
  ...rows('2026-11-26', ['he:8', 'he:9', 'he:10', 'he:11'], {
    kind: 'summary.sentences',
    note: 'whole summary line labelled; reason judges its sentence claim',
  }),
  ...rows('2026-11-26', ['he:24'], {
    kind: 'ethics.named.risk',
    note: 'line of 2 claims (stakeholders, risk); reason remarks on the risk evidence',
  }),
]);
