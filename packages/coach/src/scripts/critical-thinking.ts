// The Critical Thinking Coach (docs/exercises.md "Critical Thinking stages"): the student
// writes a summary of their research (150–500 words) and answers five questions about it —
// purpose, research questions, key information, conclusions, significance — each within its
// own word range. Each answer gets feedback on the summary as it stands; after questions 1–4
// the student revises the summary. Question 5 has no revision: the revision after question 4
// is the final summary. The closing reflections follow. A stage's number is its position in
// `stages` (critical-thinking.test.ts pins them).

import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { stageNumbers, type AnswerContext, type ExerciseScript, type Stage, type StageContext } from '../engine/script.ts';
import type { WordRange } from '../engine/word-count.ts';
import { said, type Said } from '../messages/chat-text.ts';
import { storedKindsOf } from '../findings/stored.ts';
import { chatRenderer } from '../messages/chat-renderer.ts';
import { criticalThinkingMessages } from '../messages/critical-thinking.ts';
import { feedbackSuggested, finishedStage, greetingStage, nameStage, researchEdition, researchStageNames, taskFields } from './common-stages.ts';
import { reflectionFields, reflectionStages } from './reflections.ts';

// Its own words, in English for the coach (not from render.ts, whose catalogues come through the registry).
const { inEnglish } = chatRenderer([criticalThinkingMessages]);

export const summaryWords: WordRange = { min: 150, max: 500 };

export interface CriticalThinkingQuestion {
  id: string;
  /** What the question is about, in English for the coach (never shown). */
  theme: string;
  /** The question as the student reads it (messages/critical-thinking.ts). */
  question: Said;
  words: WordRange;
  /** What the revision after it should work on. */
  revisionFocus: Said;
}

/** One question, its messages under `criticalThinking.<name>.`. */
function question(name: string, theme: string, words: WordRange): CriticalThinkingQuestion {
  return {
    id: `criticalThinking.${name}`,
    theme,
    question: said(`criticalThinking.${name}.question`),
    words,
    revisionFocus: said(`criticalThinking.${name}.focus`),
  };
}

export const criticalThinkingQuestions: readonly CriticalThinkingQuestion[] = [
  question('purpose', 'the main purpose of the research', { min: 20, max: 70 }),
  question('questions', 'the key research question or questions', { min: 20, max: 70 }),
  question('information', 'the most important information: the facts or data the conclusions rest on', { min: 30, max: 100 }),
  question('conclusions', 'the main conclusions and how well they are supported', { min: 30, max: 90 }),
  question('significance', 'the significance of the work in its wider field', { min: 20, max: 70 }),
];

const questionNumbers = [1, 2, 3, 4, 5] as const;

function questionAt(n: number): CriticalThinkingQuestion {
  const question = criticalThinkingQuestions[n - 1];
  if (!question) throw new Error(`Critical Thinking has no question ${n}.`);
  return question;
}

export const criticalThinkingFields: FieldDeclarations = {
  isResearch: 'boolean',
  participantName: 'text',
  ...taskFields,
  initialSummary: 'text',
  currentSummary: 'text',
  ...Object.fromEntries(
    questionNumbers.flatMap((n) => [
      [`question${n}Answer`, 'text'],
      [`feedback${n}`, 'text'],
      [`revisionAfterQuestion${n}`, 'text'],
    ]),
  ),
  finalSummary: 'text',
  ...reflectionFields,
};

function questionPrompt(n: number): Said {
  const { question, words } = questionAt(n);
  return said('criticalThinking.question', { n, question, min: words.min, max: words.max, count: words.max });
}

function revisionPrompt(n: number, { fields }: StageContext): Said[] {
  const focus = questionAt(n).revisionFocus;
  // Neutral coaching keeps no feedback and no findings; the coach may have found nothing or
  // suggested nothing (a summary line alone), and then the prompt does not send the student to it.
  if (storedKindsOf(fields.coachFindings, `question${n}Answer`) === null && textField(fields, `feedback${n}`).trim() === '')
    return [said('criticalThinking.revise')];
  if (!feedbackSuggested(fields, `feedback${n}`, `question${n}Answer`)) return [said('criticalThinking.reviseOwnInsights', { focus })];
  return [said('criticalThinking.reviseWithFeedback', { focus })];
}

function answerContext(n: number, context: AnswerContext) {
  const question = questionAt(n);
  return {
    text: textField(context.fields, 'currentSummary'),
    // No revision follows the last question: nothing is said to revise by.
    question: { id: question.id, number: n, theme: question.theme, answer: context.answer },
  };
}

function questionStages(n: number): Stage[] {
  const question = questionAt(n);
  const answer: Stage = {
    name: `question${n}Answer`,
    prompt: [questionPrompt(n)],
    input: {
      kind: 'text',
      words: question.words,
      saveAs: { text: `question${n}Answer`, feedback: `feedback${n}` },
      feedback: {
        task: `Question ${n}: ${inEnglish(question.question)}`,
        focus: [],
        subject: (context) => answerContext(n, context),
      },
    },
  };
  if (n === 5) {
    return [
      {
        ...answer,
        set: ({ fields }): HistoryFields => ({ finalSummary: textField(fields, 'currentSummary') }),
        reply: () => [said('criticalThinking.lastQuestion')],
        next: () => criticalThinkingStages.firstReflection,
      },
    ];
  }
  return [
    answer,
    {
      name: `revisionAfterQuestion${n}`,
      prompt: (context) => revisionPrompt(n, context),
      input: { kind: 'text', words: summaryWords, saveAs: { text: `revisionAfterQuestion${n}` } },
      set: ({ answer: revised }) => ({ currentSummary: revised }),
      reply: () => [said('common.thanksForRevision')],
    },
  ];
}

const stages: readonly Stage[] = [
  greetingStage({
    prompt: [said('criticalThinking.greeting')],
    nameStage: () => criticalThinkingStages.name,
    firstStage: () => criticalThinkingStages.summary,
  }),
  nameStage(),
  {
    name: 'summary',
    prompt: [
      said('criticalThinking.plan'),
      said('criticalThinking.pasteSummary'),
    ],
    input: { kind: 'text', words: summaryWords, saveAs: { text: 'initialSummary' } },
    set: ({ answer }) => ({ currentSummary: answer }),
    reply: () => [said('criticalThinking.summaryReceived')],
  },
  ...questionNumbers.flatMap(questionStages),
  ...reflectionStages({ finished: () => criticalThinkingStages.finished }),
  finishedStage([said('criticalThinking.finished')], said('criticalThinking.finishedNewSummary')),
];

/** The stages the script refers to, by name; their numbers are their positions in `stages`. */
export const criticalThinkingStages = stageNumbers(stages, {
  ...researchStageNames,
  summary: 'summary',
  firstQuestion: 'question1Answer',
  question5: 'question5Answer',
});

export const criticalThinkingScript: ExerciseScript = {
  id: 'criticalThinking',
  title: 'Critical Thinking Coach',
  fields: criticalThinkingFields,
  stages,
  finishStage: criticalThinkingStages.finished,
};

export const criticalThinkingResearchScript = researchEdition(criticalThinkingScript);
