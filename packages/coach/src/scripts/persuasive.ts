// The Persuasion and Rhetorics exercise (docs/product.md §4 "Exercise scripts", §3 "Persuasive", §9;
// docs/exercises.md "Persuasion and Rhetorics stages"): the student picks an audience, writes a
// 120-word summary of their research, and revises it three times, for logos (reasoning and
// evidence), pathos (a value shared with the readers) and ethos (why readers should trust the
// writer), with feedback at each step; then compares the first and last versions and reflects.
//
// Stages by their stored numbers, each its position in `stages` (code names them,
// persuasiveStages; stage-numbers.test.ts pins them); finished at 15, docs/product.md §9:
//    0 greeting          bot only: the three steps ahead → 1
//    1 audience          choice 1 academic, 2 general, 3 investors / grant committees, 4 government
//    2 audienceDetail    who exactly (1–60 words)
//    3 originalText      summary, 100–140 words: jargon feedback, logos advice, AI rewrite
//    4 textLogos         logos revision, 100–140 words: logos feedback (built-in only)
//    5 sharedValue       the value shared with the readers, 2–5 words
//    6 pathosReflected   choice 1 Yes, 2 No, 3 Not sure: pathos check of the logos revision
//    7 textPathos        pathos revision, 100–140 words
//    8 credibility       what makes the writer credible, 2–40 words
//    9 ethosReflected    choice 1 Yes, 2 No, 3 Not sure: ethos feedback, AI ethos rewrite
//   10 textEthos         ethos revision, 100–140 words
//   11 whichIsBetter     choice 1 original, 2 final, 3 equal
//   12 whyIsBetter       why, 1–3 sentences (2–60 words)
//   13 additionalInfo    what you would add next time, 2–40 words
//   14 whatYouHaveLearnt what you learnt, 5–120 words
//   15 finished          any further message gets a short "finished" answer
//
// Field names follow docs/product.md §3 and the stored table. The AI's answers go to the Gpt3 fields the
// original used: the persuasive rewrite of the summary to textLogosGpt3, the pathos check to
// textPathosGpt3, the ethos rewrite to textEthosGpt3 (empty without an AI answer).

import { excerpt } from '../feedback/excerpt.ts';
import { escapeHtml, textToHtml } from '../markup/html.ts';
import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { splitSentences } from '../measures/sentences.ts';
import type { ChoiceOption } from '../markup/options.ts';
import { renderChoiceQuestion } from '../markup/options.ts';
import { stageNumbers, type ExerciseScript, type Stage } from '../engine/script.ts';

export const persuasiveFields: FieldDeclarations = {
  taskId: 'text',
  startTime: 'text',
  copyPasteCheck: 'text',
  /** The coach's findings per answer, as JSON (findings/stored.ts). */
  coachFindings: 'text',
  targetAudience: 'text',
  detailedAudience: 'text',
  originalText: 'text',
  originalTextJargon: 'text',
  originalTextTotalWords: 'count',
  originalTextRareWords: 'count',
  originalTextRareWordsPercentage: 'number',
  originalTextJargonScore: 'number',
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
  { value: '1', label: 'Academic readers (other researchers)', stored: 'academic' },
  { value: '2', label: 'The general public', stored: 'general' },
  { value: '3', label: 'Investors or grant committees', stored: 'investors' },
  { value: '4', label: 'Government committees and policymakers', stored: 'government' },
];

/** How the coach names each audience in its feedback and prompts. */
const audienceReaders: Readonly<Record<string, string>> = {
  academic: 'academic readers in other fields',
  general: 'the general public',
  investors: 'investors and grant committees',
  government: 'government committees and policymakers',
};

/** What each audience usually asks for detail about. */
const audienceDetailQuestion: Readonly<Record<string, string>> = {
  academic: 'Which discipline are your academic readers in, and how close is it to yours?',
  general:
    'Who exactly among the general public? For example their age, or where they meet your topic in daily life.',
  investors:
    'Which investors or which grant? For example a foundation, a fund, or a company in a particular industry.',
  government: 'Which committee or ministry, and what decision could your research inform?',
};

export const reflectedOptions: readonly ChoiceOption[] = [
  { value: '1', label: 'Yes', stored: 'Yes' },
  { value: '2', label: 'No', stored: 'No' },
  { value: '3', label: 'Not sure', stored: 'Not sure' },
];

export const persuasiveWhichIsBetterOptions: readonly ChoiceOption[] = [
  { value: '1', label: 'My original summary', stored: 'Original' },
  { value: '2', label: 'My final summary', stored: 'Final' },
  { value: '3', label: 'They are equally good', stored: 'Equal' },
];

/** Longest stretch of the readers' description quoted in the later prompts. */
const READERS_QUOTE_CHARACTERS = 80;

function readersOf(fields: HistoryFields): string | null {
  const readers = audienceReaders[textField(fields, 'targetAudience')];
  if (!readers) return null;
  // Up to 60 words may describe the readers; the prompts that name them quote a short start
  // (a walk found a whole paragraph repeated in four prompts).
  const detail = excerpt(textField(fields, 'detailedAudience').trim(), READERS_QUOTE_CHARACTERS);
  return detail ? `${readers} (${detail})` : readers;
}

/** 1–3 sentences, the answer to "why is it better" (docs/product.md §5). */
export function sentenceRangeReason(answer: string): string | null {
  const count = splitSentences(answer).length;
  if (count >= 1 && count <= 3) return null;
  return `Please answer in 1–3 sentences. Currently, you wrote ${count}.`;
}

const summaryRange = { min: 100, max: 140 };

function revisionStage(
  name: string,
  prompt: Stage['prompt'],
  field: string,
  feedback?: NonNullable<Extract<Stage['input'], { kind: 'text' }>['feedback']>,
): Stage {
  return {
    name,
    prompt,
    input: {
      kind: 'text',
      words: summaryRange,
      saveAs: { text: field },
      ...(feedback ? { feedback } : {}),
    },
  };
}

const stages: readonly Stage[] = [
  {
    name: 'greeting',
    prompt: [
      'Welcome to the Persuasion and Rhetorics writing exercise!',
      'You will write a short summary of your research for one audience and then revise it three times, once for each of the classic means of persuasion:<br />' +
        '<strong>Logos</strong>: reasoning and evidence.<br />' +
        '<strong>Pathos</strong>: a value you share with your readers.<br />' +
        '<strong>Ethos</strong>: why your readers should trust you.<br />' +
        'After each step you will get feedback.',
    ],
    input: { kind: 'none' },
  },
  {
    name: 'audience',
    prompt: [renderChoiceQuestion('Who are your readers?', persuasiveAudienceOptions)],
    input: { kind: 'choice', options: persuasiveAudienceOptions, saveAs: 'targetAudience' },
    set: ({ fields, now }): HistoryFields =>
      textField(fields, 'startTime') ? {} : { startTime: now.toISOString() },
  },
  {
    name: 'audienceDetail',
    prompt: ({ fields }) => [
      // The hint on its own line: a question of two sentences followed by it matched no
      // catalogue entry, and Hebrew and Arabic pages got the question in English.
      `${audienceDetailQuestion[textField(fields, 'targetAudience')] ?? 'Tell me a little more about your readers.'}<br />A few words are enough.`,
    ],
    input: { kind: 'text', words: { min: 1, max: 60 }, saveAs: { text: 'detailedAudience' } },
  },
  {
    name: 'originalText',
    prompt: ({ fields }) => [
      `Now write a summary of your research for ${escapeHtml(readersOf(fields) ?? 'your readers')}, centred on its goals: what you want to find out and why.<br />Use about 120 words (100–140).`,
    ],
    input: {
      kind: 'text',
      words: summaryRange,
      saveAs: {
        text: 'originalText',
        rareWords: 'originalTextJargon',
        suggestion: 'textLogosGpt3',
        totalWords: 'originalTextTotalWords',
        rareWordCount: 'originalTextRareWords',
        rarePercentage: 'originalTextRareWordsPercentage',
        score: 'originalTextJargonScore',
      },
      feedback: {
        task: 'Summarise your research and its goals for the chosen readers, in about 120 words.',
        targetWords: 120,
        focus: ['jargon', 'logos'],
        aiTask: 'persuasiveRewrite',
      },
    },
    reply: () => [
      'Do the rare words suit your readers? Are key terms missing that they would expect?',
    ],
  },
  revisionStage(
    'textLogos',
    [
      '<strong>Step 1: Logos.</strong> Revise your summary so that its reasoning is easy to follow and its claims are backed: a number, a finding, a source, and words that link cause and effect.<br />Use 100–140 words.',
    ],
    'textLogos',
    {
      task: 'Revise the summary for logos: clear reasoning and evidence for each claim.',
      targetWords: 120,
      focus: ['logos'],
      aiTask: 'none',
    },
  ),
  {
    name: 'sharedValue',
    prompt: [
      '<strong>Step 2: Pathos.</strong> Readers are moved by what they care about. Which value do you share with your readers? Name it in 2–5 words, for example “healthy children”, “a safer city” or “saving public money”.',
    ],
    input: { kind: 'text', words: { min: 2, max: 5 }, saveAs: { text: 'textAudienceInterests' } },
  },
  {
    name: 'pathosReflected',
    prompt: [renderChoiceQuestion('Is this value reflected in your summary?', reflectedOptions)],
    input: {
      kind: 'choice',
      options: reflectedOptions,
      saveAs: 'pathosInterestsReflected',
      feedback: {
        about: 'textLogos',
        suggestionField: 'textPathosGpt3',
        task: 'Check whether the summary reflects the value the writer shares with the readers.',
        focus: ['pathos'],
        aiTask: 'pathosCheck',
        context: (fields) => ({
          sharedValue: textField(fields, 'textAudienceInterests'),
          studentSays: textField(fields, 'pathosInterestsReflected'),
        }),
      },
    },
  },
  revisionStage(
    'textPathos',
    [
      'Revise your summary so that the value you share with your readers comes through. If you think it already does, paste your summary unchanged.<br />Use 100–140 words.',
    ],
    'textPathos',
  ),
  {
    name: 'credibility',
    prompt: [
      '<strong>Step 3: Ethos.</strong> Why should your readers trust you? Think of your affiliation, your earlier work, your methods, or the experience of your team. Tell me in 2–40 words.',
    ],
    input: { kind: 'text', words: { min: 2, max: 40 }, saveAs: { text: 'ethosAffiliation' } },
  },
  {
    name: 'ethosReflected',
    prompt: [renderChoiceQuestion('Is this reflected in your summary?', reflectedOptions)],
    input: {
      kind: 'choice',
      options: reflectedOptions,
      saveAs: 'ethosAffiliationReflected',
      feedback: {
        about: 'textPathos',
        suggestionField: 'textEthosGpt3',
        task: 'Work the writer’s credibility into the summary.',
        focus: ['ethos'],
        aiTask: 'ethosRewrite',
        context: (fields) => ({ credibility: textField(fields, 'ethosAffiliation') }),
      },
    },
  },
  revisionStage(
    'textEthos',
    [
      'Now a last revision: make sure your readers can see why they should trust you.<br />Use 100–140 words.',
    ],
    'textEthos',
  ),
  {
    name: 'whichIsBetter',
    prompt: ({ fields }) => [
      "Let's compare.",
      'This is your original summary:',
      textToHtml(textField(fields, 'originalText')),
      'And this is your final summary:',
      textToHtml(textField(fields, 'textEthos')),
      renderChoiceQuestion(
        `Which one do you think would persuade ${escapeHtml(readersOf(fields) ?? 'your readers')} better?`,
        persuasiveWhichIsBetterOptions,
      ),
    ],
    input: { kind: 'choice', options: persuasiveWhichIsBetterOptions, saveAs: 'whichIsBetter' },
  },
  {
    name: 'whyIsBetter',
    prompt: ['Why? Please explain in 1–3 sentences.'],
    input: {
      kind: 'text',
      words: { min: 2, max: 60 },
      saveAs: { text: 'whyIsBetter' },
      check: sentenceRangeReason,
    },
  },
  {
    name: 'additionalInformation',
    prompt: ['If you wrote this summary again, what would you add? (2–40 words)'],
    input: { kind: 'text', words: { min: 2, max: 40 }, saveAs: { text: 'additionalInformation' } },
  },
  {
    name: 'whatYouHaveLearnt',
    prompt: ['Last question: what did you learn from this exercise? (5–120 words)'],
    input: { kind: 'text', words: { min: 5, max: 120 }, saveAs: { text: 'whatYouHaveLearnt' } },
  },
  {
    name: 'finished',
    prompt: [
      "Thank you, we're done! Logos, pathos and ethos work best together: keep this summary and adapt it whenever your readers change.",
    ],
    input: { kind: 'end', reply: 'This exercise is finished. Press Restart to write a new one.' },
  },
];

/** The stages by name; a stage's number (stored as current_stage) is its position in `stages`. */
export const persuasiveStages = stageNumbers(stages, {
  greeting: 'greeting',
  audience: 'audience',
  audienceDetail: 'audienceDetail',
  originalText: 'originalText',
  textLogos: 'textLogos',
  sharedValue: 'sharedValue',
  pathosReflected: 'pathosReflected',
  textPathos: 'textPathos',
  credibility: 'credibility',
  ethosReflected: 'ethosReflected',
  textEthos: 'textEthos',
  whichIsBetter: 'whichIsBetter',
  whyIsBetter: 'whyIsBetter',
  additionalInformation: 'additionalInformation',
  whatYouHaveLearnt: 'whatYouHaveLearnt',
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
  readers: readersOf,
  specialistReaders: (fields) => textField(fields, 'targetAudience') !== 'general',
};
