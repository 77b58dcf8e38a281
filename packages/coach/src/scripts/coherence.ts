// The Coherence Coach (docs/exercises.md "Coherence stages"): the student pastes a text of
// 150–500 words and works through five questions on how it holds together — key-term
// repetition, adverbs, pronoun reference, verb variety, connectors. Each question is a
// Yes / No / Not sure choice, then a table whose headers, example row and minimum rows depend
// on the choice (coherence-questions.ts), then feedback on the current text and the table, then
// a revision. The last revision is the final text; the closing reflections follow. A stage's
// number is its position in `stages` (coherence.test.ts pins them).

import type { BotMessageDraft } from '../engine/chat-message.ts';
import type { TableAnswer } from '../engine/coach.ts';
import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { renderChoiceQuestion, said } from '../messages/chat-text.ts';
import { stageNumbers, type AnswerContext, type ExerciseScript, type Stage, type StageContext } from '../engine/script.ts';
import { detailsToHtml } from '../markup/table-html.ts';
import { coherenceTableFor, coherenceTableHeaders, questionAt, yesNoOptions } from './coherence-questions.ts';
import { feedbackSuggested, finishedStage, greetingStage, nameStage, researchEdition, researchStageNames, taskFields } from './common-stages.ts';
import { reflectionFields, reflectionStages } from './reflections.ts';

export const textWords = { min: 150, max: 500 } as const;

const questionNumbers = [1, 2, 3, 4, 5] as const;

export const coherenceFields: FieldDeclarations = {
  isResearch: 'boolean',
  participantName: 'text',
  ...taskFields,
  initialText: 'text',
  currentText: 'text',
  ...Object.fromEntries(
    questionNumbers.flatMap((n) => [
      [`question${n}Choice`, 'text'],
      [`question${n}Details`, 'text'],
      [`feedback${n}`, 'text'],
      [`revisionAfterQuestion${n}`, 'text'],
    ]),
  ),
  finalText: 'text',
  ...reflectionFields,
};

function choicePrompt(n: number): BotMessageDraft[] {
  return [renderChoiceQuestion(said('coherence.question', { n, question: questionAt(n).question }), yesNoOptions)];
}

function tablePrompt(n: number, { fields }: StageContext): BotMessageDraft[] {
  const table = coherenceTableFor(n, textField(fields, `question${n}Choice`));
  return [
    {
      text: table.instruction,
      inputType: 'table',
      tableHeaders: table.headers,
      minimumRows: table.minimumRows,
      exampleRow: table.exampleRow,
    },
  ];
}

function revisionPrompt(n: number, { fields }: StageContext): BotMessageDraft[] {
  const details = textField(fields, `question${n}Details`);
  // "The suggestions above" only when the feedback made some (its findings are kept under feedbackN).
  const withFeedback = feedbackSuggested(fields, `feedback${n}`, `feedback${n}`);
  const messages: BotMessageDraft[] = [];
  if (details) messages.push([said('coherence.yourTable', { n }), detailsToHtml(details, coherenceTableHeaders)]);
  const theme = questionAt(n).shownTheme;
  messages.push(said(withFeedback ? 'coherence.reviseWithFeedback' : 'coherence.reviseWithTable', { theme }));
  return messages;
}

function tableAnswerContext(n: number, context: AnswerContext) {
  const table: TableAnswer | undefined = context.table ?? undefined;
  const choice = textField(context.fields, `question${n}Choice`);
  const question = questionAt(n);
  return {
    text: textField(context.fields, 'currentText'),
    question: {
      id: question.id,
      number: n,
      theme: question.theme,
      ...(choice ? { choice } : {}),
      ...(table ? { table } : { answer: context.answer }),
    },
  };
}

function questionStages(n: number): Stage[] {
  const last = n === questionNumbers.length;
  return [
    {
      name: `question${n}Choice`,
      prompt: choicePrompt(n),
      input: {
        kind: 'choice',
        options: yesNoOptions,
        saveAs: `question${n}Choice`,
        retryQuestion: said('coherence.retry'),
      },
    },
    {
      name: `question${n}Details`,
      prompt: (context) => tablePrompt(n, context),
      input: {
        kind: 'table',
        saveAs: `question${n}Details`,
        feedbackAs: `feedback${n}`,
        invalid: said('coherence.emptyTable'),
        feedback: {
          task: `Question ${n}: ${questionAt(n).theme}.`,
          focus: [],
          subject: (context) => tableAnswerContext(n, context),
        },
      },
    },
    {
      name: `revisionAfterQuestion${n}`,
      prompt: (context) => revisionPrompt(n, context),
      input: {
        kind: 'text',
        words: textWords,
        saveAs: { text: `revisionAfterQuestion${n}` },
      },
      set: ({ answer }): HistoryFields =>
        last ? { currentText: answer, finalText: answer } : { currentText: answer },
      reply: () =>
        last
          ? [said('coherence.lastQuestion')]
          : [said('common.thanksForRevision')],
    },
  ];
}

const stages: readonly Stage[] = [
  greetingStage({
    prompt: [said('coherence.greeting')],
    nameStage: () => coherenceStages.name,
    firstStage: () => coherenceStages.text,
  }),
  nameStage(),
  {
    name: 'text',
    prompt: [
      [said('coherence.howItWorks'), said('coherence.howItWorks.1'), said('coherence.howItWorks.2'), said('coherence.howItWorks.3')],
      said('coherence.pasteText'),
    ],
    input: { kind: 'text', words: textWords, saveAs: { text: 'initialText' } },
    set: ({ answer }) => ({ currentText: answer }),
    reply: () => [said('coherence.textReceived')],
  },
  ...questionNumbers.flatMap(questionStages),
  ...reflectionStages({ finished: () => coherenceStages.finished }),
  finishedStage([said('coherence.finished')], said('coherence.finishedNewText')),
];

/** The stages the script refers to, by name; their numbers are their positions in `stages`. */
export const coherenceStages = stageNumbers(stages, {
  ...researchStageNames,
  text: 'text',
  firstQuestion: 'question1Choice',
});

export const coherenceScript: ExerciseScript = {
  id: 'coherence',
  title: 'Coherence Coach',
  fields: coherenceFields,
  stages,
  finishStage: coherenceStages.finished,
};

export const coherenceResearchScript = researchEdition(coherenceScript);
