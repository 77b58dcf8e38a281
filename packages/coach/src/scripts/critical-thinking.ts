// The Critical Thinking Coach (docs/exercises.md "Critical Thinking stages"): the student
// writes a summary of their research (150–500 words) and answers five questions about it —
// purpose, research questions, key information, conclusions, significance — each within its
// own word range. Each answer gets feedback on the summary as it stands; after questions 1–4
// the student revises the summary. Question 5 has no revision: the revision after question 4
// is the final summary. The closing reflections follow (scripts/reflections.ts).
//
// Stages, in order (finished by content: finalSummary and reflectionOpenResponse non-empty,
// docs/product.md §4). A stage's number is its position in `stages` below; code names it
// (criticalThinkingStages), and the stored numbers are pinned by critical-thinking.test.ts.
//   greeting                bot only; then name in a research session without a name, else summary
//   name                    research only: the participant's full name, 2–20 words
//   summary                 150–500 words → initialSummary, currentSummary
//   questionNAnswer         question N (1–4, its range) → questionNAnswer, feedbackN
//   revisionAfterQuestionN  after 1–4: 150–500 → revisionAfterQuestionN, currentSummary
//   question5Answer         question 5 → question5Answer, feedback5, finalSummary
//   reflection1–4           reflection statements, 1–5 → reflectionAnswer1–4
//   reflectionOpen          open reflection → reflectionOpenResponse
//   finished                any further message gets a short "finished" answer

import { escapeHtml } from '../markup/html.ts';
import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { stageNumbers, type AnswerContext, type ExerciseScript, type Stage, type StageContext } from '../engine/script.ts';
import type { WordRange } from '../engine/word-count.ts';
import { reflectionFields, reflectionStages } from './reflections.ts';

/** The stages of question n: its answer, and (for 1–4) the revision after it. */
export function criticalThinkingQuestionStages(n: number): {
  answer: number;
  revision: number | null;
} {
  const answer = criticalThinkingStages.firstQuestion + 2 * (n - 1);
  return { answer, revision: n < 5 ? answer + 1 : null };
}

export const summaryWords: WordRange = { min: 150, max: 500 };

export interface CriticalThinkingQuestion {
  id: string;
  theme: string;
  question: string;
  words: WordRange;
  /** What the revision after it should work on. */
  revisionFocus: string;
}

export const criticalThinkingQuestions: readonly CriticalThinkingQuestion[] = [
  {
    id: 'criticalThinking.purpose',
    theme: 'the main purpose of the research',
    question:
      'What is the main purpose of your research? Copy the sentence or sentences of your summary that state it best, or write it in your own words.',
    words: { min: 20, max: 70 },
    revisionFocus: 'so that its purpose is stated clearly and accurately',
  },
  {
    id: 'criticalThinking.questions',
    theme: 'the key research question or questions',
    question: 'What is the key research question, or questions, that your work asks?',
    words: { min: 20, max: 70 },
    revisionFocus: 'so that your research questions are clear and match your purpose',
  },
  {
    id: 'criticalThinking.information',
    theme: 'the most important information: the facts or data the conclusions rest on',
    question:
      'What is the most important information in your work: the facts or data that your conclusions rest on?',
    words: { min: 30, max: 100 },
    revisionFocus: 'so that the key facts and data that answer your questions are in it',
  },
  {
    id: 'criticalThinking.conclusions',
    theme: 'the main conclusions and how well they are supported',
    question: 'What are the main conclusions of your work?',
    words: { min: 30, max: 90 },
    revisionFocus: 'so that your conclusions answer your questions and each claim has its support',
  },
  {
    id: 'criticalThinking.significance',
    theme: 'the significance of the work in its wider field',
    question:
      'Why is your work significant for your field and beyond it: what is new, and what does it mean for future research, practice or policy?',
    words: { min: 20, max: 70 },
    revisionFocus: 'so that its significance is clear',
  },
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
  taskId: 'text',
  startTime: 'text',
  copyPasteCheck: 'text',
  /** The coach's findings per answer, as JSON (findings/stored.ts). */
  coachFindings: 'text',
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

const range = (words: WordRange) => `${words.min}–${words.max} words`;

function questionPrompt(n: number): string {
  const question = questionAt(n);
  return `Question ${n} of 5: ${question.question} Answer in ${range(question.words)}.`;
}

function revisionPrompt(n: number, { fields }: StageContext): string[] {
  const withFeedback = textField(fields, `feedback${n}`).trim() !== '';
  const how = withFeedback
    ? `Now revise your summary ${questionAt(n).revisionFocus}, using the feedback and your own judgement.`
    : 'Now revise your summary, using your own insights from answering the question.';
  return [`${how} Paste your whole revised summary (${range(summaryWords)}).`];
}

function answerContext(n: number, context: AnswerContext) {
  const question = questionAt(n);
  return {
    text: textField(context.fields, 'currentSummary'),
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
        task: `Question ${n}: ${question.question}`,
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
        reply: () => [
          'Thank you! That was the last question. Your summary as you last revised it is your final summary.',
        ],
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
      reply: () => ['Thank you for your revision.'],
    },
  ];
}

function hasName(fields: HistoryFields): boolean {
  return textField(fields, 'participantName').trim() !== '';
}

const stages: readonly Stage[] = [
  {
    name: 'greeting',
    prompt: [
      'Welcome to the Critical Thinking Coach! Thinking critically about your own research means asking what it is for, what it asks, what it rests on and what it means.',
    ],
    input: { kind: 'none' },
    set: ({ fields, now }): HistoryFields =>
      textField(fields, 'startTime') ? {} : { startTime: now.toISOString() },
    next: ({ fields }) =>
      fields.isResearch === true && !hasName(fields)
        ? criticalThinkingStages.name
        : criticalThinkingStages.summary,
  },
  {
    name: 'name',
    prompt: [
      'Before we begin, please tell me your full name, so that your answers can be kept for the research study.',
    ],
    input: { kind: 'text', words: { min: 2, max: 20 }, saveAs: { text: 'participantName' } },
    reply: ({ answer }) => [`Thank you, ${escapeHtml(answer)}!`],
  },
  {
    name: 'summary',
    prompt: [
      'You will write a summary of your research, then answer five questions about it. After each of the first four you get feedback and revise your summary.',
      `Please write or paste a summary of your research (${range(summaryWords)}).`,
    ],
    input: { kind: 'text', words: summaryWords, saveAs: { text: 'initialSummary' } },
    set: ({ answer }) => ({ currentSummary: answer }),
    reply: () => ['Thank you! Now let’s think about it together.'],
  },
  ...questionNumbers.flatMap(questionStages),
  ...reflectionStages({ finished: () => criticalThinkingStages.finished }),
  {
    name: 'finished',
    prompt: [
      'Thank you for your reflections, and well done: you have finished the Critical Thinking Coach.',
    ],
    input: {
      kind: 'end',
      reply: 'This exercise is finished. Press Restart to work on a new summary.',
    },
  },
];

/** The stages the script refers to, by name; their numbers are their positions in `stages`. */
export const criticalThinkingStages = stageNumbers(stages, {
  greeting: 'greeting',
  name: 'name',
  summary: 'summary',
  firstQuestion: 'question1Answer',
  question5: 'question5Answer',
  firstReflection: 'reflection1',
  openReflection: 'reflectionOpen',
  finished: 'finished',
});

export interface CriticalThinkingScriptOptions {
  /** Research sessions ask the participant's name first and always carry isResearch. */
  research: boolean;
}

export function createCriticalThinkingScript(
  options: CriticalThinkingScriptOptions,
): ExerciseScript {
  return {
    id: 'criticalThinking',
    title: 'Critical Thinking Coach',
    fields: criticalThinkingFields,
    ...(options.research ? { fixedFields: { isResearch: true } } : {}),
    stages,
    finishStage: criticalThinkingStages.finished,
  };
}

export const criticalThinkingScript = createCriticalThinkingScript({ research: false });
export const criticalThinkingResearchScript = createCriticalThinkingScript({ research: true });
