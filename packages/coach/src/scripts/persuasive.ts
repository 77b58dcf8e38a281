// The Persuasion and Rhetorics exercise (docs/exercises.md "Persuasion and Rhetorics stages", what
// each stage asks and stores): the student picks an audience, writes a 120-word summary, revises it
// for logos, pathos and ethos with feedback at each step, then compares the first and last versions.
// A stage's number is its position in `stages` (stage-numbers.test.ts pins them). Field names are
// the stored table's (docs/product.md §3): the AI's answers go to the original's Gpt3 fields.

import { EXCERPT_CHARACTERS, excerpt } from '../findings/excerpt.ts';
import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { splitSentences } from '../measures/sentences.ts';
import { type ChoiceOption, renderChoiceQuestion, said, type Said } from '../messages/chat-text.ts';
import { stageNumbers, type ChoiceFeedback, type ExerciseScript, type Stage, type StageFeedback } from '../engine/script.ts';
import { chatRenderer } from '../messages/chat-renderer.ts';
import { persuasiveMessages } from '../messages/persuasive.ts';
import { finishedStage, measuredTextFields, measuredTextMap, startTimeOnce, taskFields, whichIsBetterStage, writtenAnswerStage } from './common-stages.ts';

// Its own words, in English for the coach (not from render.ts, whose catalogues come through the registry).
const { inEnglish } = chatRenderer([persuasiveMessages]);

export const persuasiveFields: FieldDeclarations = {
  ...taskFields,
  targetAudience: 'text',
  detailedAudience: 'text',
  // The AI's rephrasing of the summary is kept with the logos revision (textLogosGpt3).
  ...measuredTextFields('originalText', false),
  textLogos: 'text',
  textLogosGpt3: 'text',
  textAudienceInterests: 'text',
  pathosInterestsReflected: 'text',
  textPathos: 'text',
  textPathosGpt3: 'text',
  ethosAffiliation: 'text',
  ethosAffiliationReflected: 'text',
  textEthos: 'text',
  textEthosGpt3: 'text',
  whichIsBetter: 'text',
  whyIsBetter: 'text',
  additionalInformation: 'text',
  whatYouHaveLearnt: 'text',
};

// The stored values are the original's, so old and new rows read alike.
export const persuasiveAudienceOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('persuasive.audience.academic'), stored: 'academic' },
  { value: '2', label: said('persuasive.audience.general'), stored: 'general' },
  { value: '3', label: said('persuasive.audience.investors'), stored: 'investors' },
  { value: '4', label: said('persuasive.audience.government'), stored: 'government' },
];

const audiences = new Set(persuasiveAudienceOptions.map((option) => option.stored));

/** How the coach names the chosen audience in its feedback and prompts, and what it asks about them (messages/persuasive.ts). */
function audienceOf(fields: HistoryFields): string | null {
  const audience = textField(fields, 'targetAudience');
  return audiences.has(audience) ? audience : null;
}

export const reflectedOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('common.yes'), stored: 'Yes' },
  { value: '2', label: said('common.no'), stored: 'No' },
  { value: '3', label: said('common.notSure'), stored: 'Not sure' },
];

export const persuasiveWhichIsBetterOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('persuasive.better.original'), stored: 'Original' },
  { value: '2', label: said('persuasive.better.final'), stored: 'Final' },
  { value: '3', label: said('common.equallyGood'), stored: 'Equal' },
];

/**
 * The student's description of the readers as the prompt after it quotes it: whole up to 200
 * characters, else its first phrases up to there, cut after a stop where it can be, with "…".
 */
function readersDetail(fields: HistoryFields): string {
  // Said inside a sentence, in brackets: without the writer's full stop ("(… sewer trunk.),"
  // read badly to a writer) and without a capital on a leading article.
  let detail = textField(fields, 'detailedAudience')
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/^(The|An?) /u, (article) => article.toLowerCase());
  while (/[.!?؟。]$/u.test(detail)) detail = detail.slice(0, -1);
  if (detail.length <= EXCERPT_CHARACTERS) return detail;
  const start = detail.slice(0, EXCERPT_CHARACTERS + 1);
  const phraseEnd = Math.max(...[...start.matchAll(/[,;:.!?،؛—–](?= )/gu)].map((stop) => stop.index));
  if (phraseEnd > EXCERPT_CHARACTERS / 2) return `${start.slice(0, phraseEnd)} …`;
  return excerpt(detail);
}

/** The most words of the description a short label keeps. */
const LABEL_WORDS = 6;

/** Where a description's first clause ends: a dash, colon, comma or bracket, or a relative clause. */
const CLAUSE_END = /\s[-–—]\s|[:;,.!?،؛(]|\s(?:who|which|that|whose|where|الذي|التي|الذين)\s/u;

/**
 * The readers' short label: the first clause of the student's description if it has at most six
 * words ("Ministry of Education"), else none (their kind names them). The description is quoted
 * whole once, right after it is given; the coach's sentences name the readers by this label.
 */
function readersLabel(fields: HistoryFields): string {
  const clause = (readersDetail(fields).split(CLAUSE_END)[0] ?? '').trim();
  return clause.split(' ').length <= LABEL_WORDS ? clause : '';
}

/** The readers as the prompts name them, in the site's language, with the student's description whole or its label. */
function readersSaid(fields: HistoryFields, description: 'whole' | 'label'): Said {
  const audience = audienceOf(fields);
  if (!audience) return said('persuasive.readers.unknown');
  const readers = said(`persuasive.readers.${audience}`);
  const detail = description === 'whole' ? readersDetail(fields) : readersLabel(fields);
  return detail ? said('persuasive.readers.withDetail', { readers, detail }) : readers;
}

/**
 * The readers in English for the coach (its LLM prompts are English), or null: with their label
 * (FeedbackRequest.readers, what the coach's sentences say) or their description whole
 * (FeedbackRequest.readersDescription, what the model is told).
 */
function readersOf(fields: HistoryFields, description: 'whole' | 'label'): string | null {
  const audience = audienceOf(fields);
  if (!audience) return null;
  const readers = inEnglish(said(`persuasive.readers.${audience}`));
  const detail = description === 'whole' ? readersDetail(fields) : readersLabel(fields);
  return detail ? `${readers} (${detail})` : readers;
}

/** 1–3 sentences, the answer to "why is it better" (docs/product.md §5). */
export function sentenceRangeReason(answer: string): Said | null {
  const count = splitSentences(answer).length;
  if (count >= 1 && count <= 3) return null;
  return said('persuasive.sentenceRange', { used: count });
}

const summaryRange = { min: 100, max: 140 };

/**
 * A revision of the summary for one appeal, kept in `field` (the stage's name too): the appeal's
 * lesson in the prompt (so its feedback does not give it again), 100–140 words aiming at 120, and
 * no model's rewrite.
 */
function revisionStage(
  field: string,
  lesson: Said,
  feedback: Omit<StageFeedback, 'targetWords' | 'lessonGiven' | 'aiTask'>,
): Stage {
  return {
    name: field,
    prompt: [[lesson, said('common.use100To140Words')]],
    input: {
      kind: 'text',
      words: summaryRange,
      saveAs: { text: field },
      feedback: { targetWords: 120, lessonGiven: true, aiTask: 'none', ...feedback },
    },
  };
}

/** Asks whether the summary reflects what the writer named (yes, no, not sure), kept in `field`; `feedback` judges the summary. */
function reflectedStage(name: string, question: Said, field: string, feedback: ChoiceFeedback): Stage {
  return {
    name,
    prompt: [renderChoiceQuestion(question, reflectedOptions)],
    input: { kind: 'choice', options: reflectedOptions, saveAs: field, feedback },
  };
}

const stages: readonly Stage[] = [
  {
    name: 'greeting',
    prompt: [
      said('persuasive.greeting'),
      [
        said('persuasive.plan'),
        said('persuasive.plan.logos'),
        said('persuasive.plan.pathos'),
        said('persuasive.plan.ethos'),
        said('persuasive.plan.feedback'),
      ],
    ],
    input: { kind: 'none' },
  },
  {
    name: 'audience',
    prompt: [renderChoiceQuestion(said('persuasive.audienceQuestion'), persuasiveAudienceOptions)],
    input: { kind: 'choice', options: persuasiveAudienceOptions, saveAs: 'targetAudience' },
    set: startTimeOnce,
  },
  {
    name: 'audienceDetail',
    prompt: ({ fields }) => [
      [said(`persuasive.detail.${audienceOf(fields) ?? 'other'}`), said('persuasive.detail.fewWords')],
    ],
    input: { kind: 'text', words: { min: 1, max: 60 }, saveAs: { text: 'detailedAudience' } },
  },
  {
    name: 'originalText',
    prompt: ({ fields }) => [
      [said('persuasive.originalText', { readers: readersSaid(fields, 'whole') }), said('common.use120Words')],
    ],
    input: {
      kind: 'text',
      words: summaryRange,
      saveAs: { ...measuredTextMap('originalText'), suggestion: 'textLogosGpt3' },
      feedback: {
        task: 'Summarise your research and its goals for the chosen readers, in about 120 words.',
        targetWords: 120,
        // Sentences too, as in the revisions' feedback.
        focus: ['jargon', 'sentenceLength', 'logos'],
        aiTask: 'persuasiveRewrite',
      },
    },
  },
  revisionStage('textLogos', said('persuasive.logos'), {
    task: 'Revise the summary for logos: clear reasoning and evidence for each claim.',
    // What the rules can check of a revision is its sentences; logos is the model's to judge. Its
    // lesson came in this stage's prompt: said again after the revision, it reads as unseen.
    focus: ['sentenceLength', 'logos'],
  }),
  writtenAnswerStage('sharedValue', said('persuasive.pathos'), { min: 2, max: 5 }, 'textAudienceInterests'),
  reflectedStage('pathosReflected', said('persuasive.pathosReflected'), 'pathosInterestsReflected', {
    about: 'textLogos',
    suggestionField: 'textPathosGpt3',
    task: 'Check whether the summary reflects the value the writer shares with the readers.',
    focus: ['pathos'],
    aiTask: 'pathosCheck',
    context: (fields) => ({
      sharedValue: textField(fields, 'textAudienceInterests'),
      studentSays: textField(fields, 'pathosInterestsReflected'),
    }),
  }),
  // Each revision gets what the rules can check of it, its sentences ("After each step you will
  // get feedback"); pathos is the model's to judge, its lesson given before the revision.
  revisionStage('textPathos', said('persuasive.revisePathos'), {
    task: 'Revise the summary so that it reflects the value the writer shares with the readers.',
    focus: ['sentenceLength', 'pathos'],
    context: (fields) => ({ sharedValue: textField(fields, 'textAudienceInterests') }),
  }),
  writtenAnswerStage('credibility', said('persuasive.ethos'), { min: 2, max: 40 }, 'ethosAffiliation'),
  reflectedStage('ethosReflected', said('persuasive.ethosReflected'), 'ethosAffiliationReflected', {
    about: 'textPathos',
    suggestionField: 'textEthosGpt3',
    task: 'Work the writer’s credibility into the summary.',
    focus: ['ethos'],
    aiTask: 'ethosRewrite',
    context: (fields) => ({ credibility: textField(fields, 'ethosAffiliation') }),
  }),
  // The last version: its sentences, and whether the credibility statement made it in.
  revisionStage('textEthos', said('persuasive.reviseEthos'), {
    task: 'Revise the summary so that it says why the readers should trust the writer.',
    focus: ['sentenceLength', 'ethos'],
    finalVersion: true,
    context: (fields) => ({ credibility: textField(fields, 'ethosAffiliation') }),
  }),
  whichIsBetterStage({
    intro: said('common.letsCompare'),
    first: { label: said('persuasive.originalSummary'), field: 'originalText' },
    last: { label: said('persuasive.finalSummary'), field: 'textEthos' },
    question: (fields) => said('persuasive.whichIsBetter', { readers: readersSaid(fields, 'label') }),
    options: persuasiveWhichIsBetterOptions,
  }),
  {
    name: 'whyIsBetter',
    prompt: [said('persuasive.why')],
    input: {
      kind: 'text',
      words: { min: 2, max: 60 },
      saveAs: { text: 'whyIsBetter' },
      check: sentenceRangeReason,
    },
  },
  writtenAnswerStage('additionalInformation', said('persuasive.additionalInformation'), { min: 2, max: 40 }),
  writtenAnswerStage('whatYouHaveLearnt', said('persuasive.whatYouHaveLearnt'), { min: 5, max: 120 }),
  finishedStage([said('persuasive.finished')]),
];

/** The stages code refers to, by name; a stage's number (stored as current_stage) is its position in `stages`. */
export const persuasiveStages = stageNumbers(stages, {
  audienceDetail: 'audienceDetail',
  originalText: 'originalText',
  textLogos: 'textLogos',
  pathosReflected: 'pathosReflected',
  ethosReflected: 'ethosReflected',
  finished: 'finished',
});

export const persuasiveScript: ExerciseScript = {
  id: 'persuasive',
  title: 'Persuasion and Rhetorics',
  fields: persuasiveFields,
  stages,
  finishStage: persuasiveStages.finished,
  // Not a science level: the coach names the readers instead (readers below).
  audience: () => null,
  readers: (fields) => readersOf(fields, 'label'),
  readersDescription: (fields) => readersOf(fields, 'whole'),
  specialistReaders: (fields) => textField(fields, 'targetAudience') !== 'general',
  researchReaders: (fields) => textField(fields, 'targetAudience') === 'academic',
};
