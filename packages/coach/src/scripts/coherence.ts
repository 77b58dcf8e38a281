// The Coherence Coach (docs/exercises.md "Coherence stages"): the student pastes a text of
// 150–500 words and works through five questions on how it holds together — key-term
// repetition, adverbs, pronoun reference, verb variety, connectors. Each question is a
// Yes / No / Not sure choice, then a table whose headers, example row and minimum rows depend
// on the choice, then feedback on the current text and the table, then a revision. The last
// revision is the final text; the closing reflections follow (scripts/reflections.ts).
//
// Stages, in order (finished by content: finalText and reflectionOpenResponse non-empty,
// docs/product.md §4). A stage's number is its position in `stages` below; code names it
// (coherenceStages), and the stored numbers are pinned by coherence.test.ts.
//   greeting              bot only; then name in a research session without a name, else text
//   name                  research only: the participant's full name, 2–20 words
//   text                  150–500 words → initialText, currentText
//   questionNChoice       question N (1–5): 1 Yes, 2 No, 3 Not sure → questionNChoice (digit)
//   questionNDetails      question N's table (non-empty) → questionNDetails (CSV), feedbackN
//   revisionAfterQuestionN  150–500 → revisionAfterQuestionN, currentText (N = 5: finalText)
//   reflection1–4         reflection statements, 1–5 → reflectionAnswer1–4
//   reflectionOpen        open reflection → reflectionOpenResponse
//   finished              any further message gets a short "finished" answer

import type { BotMessageDraft } from '../engine/chat-message.ts';
import type { TableAnswer } from '../coaches/coach.ts';
import { localizeText } from '../i18n/localize.ts';
import { coachLanguages } from '../i18n/language.ts';
import { escapeHtml } from '../markup/html.ts';
import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import type { ChoiceOption } from '../markup/options.ts';
import { renderChoiceQuestion } from '../markup/options.ts';
import { stageNumbers, type AnswerContext, type ExerciseScript, type Stage, type StageContext } from '../engine/script.ts';
import { detailsToHtml } from '../markup/table-html.ts';
import { reflectionFields, reflectionStages } from './reflections.ts';

/** The stages of question n (1–5): its choice, its table and the revision after it. */
export function coherenceQuestionStages(n: number): {
  choice: number;
  table: number;
  revision: number;
} {
  const choice = coherenceStages.firstQuestion + 3 * (n - 1);
  return { choice, table: choice + 1, revision: choice + 2 };
}

export const textWords = { min: 150, max: 500 } as const;

export const yesNoOptions: readonly ChoiceOption[] = [
  { value: '1', label: 'Yes', stored: '1' },
  { value: '2', label: 'No', stored: '2' },
  { value: '3', label: 'Not sure', stored: '3' },
];

export interface CoherenceTable {
  /** What the student is asked to put in the table. */
  instruction: string;
  headers: string[];
  exampleRow: string[];
  minimumRows: number;
}

export interface CoherenceQuestion {
  id: string;
  /** What the question is about, for the coach and its prompts. */
  theme: string;
  question: string;
  /** The table after "Yes". */
  yes: CoherenceTable;
  /** The table after "No" or "Not sure". */
  no: CoherenceTable;
}

const adverbHeaders = ['Adverb', 'Modified word'];
const pronounHeaders = ['Pronoun', 'Word/term referred to'];
const verbHeaders = ['Verb', 'Verb with a similar meaning'];
const connectorHeaders = ['Connector', 'Between sentences or paragraphs?'];

export const coherenceQuestions: readonly CoherenceQuestion[] = [
  {
    id: 'coherence.keyTerms',
    theme: 'repeating key words or terms to hold the topic together',
    question:
      'Repeating your key words or terms holds a text together: readers know you are still talking about the same thing. ' +
      'Do you repeat your key words or terms throughout your text?',
    yes: {
      instruction:
        'Good. Fill in the table: each key word or term you repeat, how many times it appears, and other keywords you could repeat.',
      headers: ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'],
      exampleRow: ['research question', '3', 'participants, survey'],
      minimumRows: 2,
    },
    no: {
      instruction:
        'Look at your text again and pick one or two keywords that you could repeat to keep your topic in view. Write them in the table.',
      headers: ['Keywords that can be repeated'],
      exampleRow: ['data analysis'],
      minimumRows: 2,
    },
  },
  {
    id: 'coherence.adverbs',
    theme: 'using adverbs to make verbs and adjectives precise',
    question:
      'Adverbs such as “carefully”, “significantly” or “rarely” say precisely how, how much or how often something happens. ' +
      'Do you use adverbs to make your statements precise?',
    yes: {
      instruction: 'Good. Give two or three adverbs from your text and the word each one modifies.',
      headers: adverbHeaders,
      exampleRow: ['carefully', 'analyzed'],
      minimumRows: 2,
    },
    no: {
      instruction:
        'Find verbs or adjectives in your text that would be clearer with an adverb, and write the adverb you could add and the word it would modify.',
      headers: adverbHeaders,
      exampleRow: ['carefully', 'analyzed'],
      minimumRows: 2,
    },
  },
  {
    id: 'coherence.pronouns',
    theme: 'pronouns that clearly refer back to something already named',
    question:
      'Pronouns such as “it”, “they”, “this” and “these” link a sentence to something you named before, without repeating it. ' +
      'Do you use pronouns that clearly refer back to earlier words or terms?',
    yes: {
      instruction: 'Good. List pronouns from your text and the word or term each one refers to.',
      headers: pronounHeaders,
      exampleRow: ['these', '20 samples'],
      minimumRows: 2,
    },
    no: {
      instruction:
        'Find nouns you repeat in neighbouring sentences, and write the pronoun that could replace each one.',
      headers: pronounHeaders,
      exampleRow: ['these', '20 samples'],
      minimumRows: 2,
    },
  },
  {
    id: 'coherence.verbs',
    theme: 'varying verbs with similar meanings',
    question:
      'Varying verbs with similar meanings (“show”, “demonstrate”, “reveal”) keeps a text lively while the thread stays the same. ' +
      'Do you vary the verbs in your text?',
    yes: {
      instruction:
        'Good. List at least three pairs of verbs with similar meanings that you use in your text.',
      headers: verbHeaders,
      exampleRow: ['demonstrate', 'illustrate'],
      minimumRows: 3,
    },
    no: {
      instruction:
        'Pick three or four verbs you use, and write a verb with a similar meaning that could replace each of them somewhere.',
      headers: verbHeaders,
      exampleRow: ['demonstrate', 'illustrate'],
      minimumRows: 3,
    },
  },
  {
    id: 'coherence.connectors',
    theme: 'connectors that show how one point leads to the next',
    question:
      'Connectors such as “therefore”, “however”, “for example” or “first” show how one point leads to the next, between sentences and between paragraphs. ' +
      'Do you use connectors between your points?',
    yes: {
      instruction:
        'Good. List the connectors you use and whether each links sentences or paragraphs.',
      headers: connectorHeaders,
      exampleRow: ['Therefore', 'paragraphs'],
      minimumRows: 2,
    },
    no: {
      instruction:
        'Choose connectors that would suit your text — for adding a point, giving an example, contrasting or ordering steps — and say whether each would link sentences or paragraphs.',
      headers: connectorHeaders,
      exampleRow: ['Therefore', 'sentences'],
      minimumRows: 2,
    },
  },
];

/** Every header row a Coherence table can have, for showing stored details as tables. */
export const coherenceTableHeaders: readonly (readonly string[])[] = coherenceQuestions.flatMap(
  (question) =>
    // In every language the table was shown in, so a stored table's header row is known.
    [undefined, ...coachLanguages].flatMap((language) =>
      [question.yes.headers, question.no.headers].map((headers) => headers.map((header) => localizeText(header, language))),
    ),
);

const questionNumbers = [1, 2, 3, 4, 5] as const;

function questionAt(n: number): CoherenceQuestion {
  const question = coherenceQuestions[n - 1];
  if (!question) throw new Error(`Coherence has no question ${n}.`);
  return question;
}

/** The table asked for after question n, by the choice stored in the history. */
export function coherenceTableFor(n: number, choice: string): CoherenceTable {
  const question = questionAt(n);
  return choice === '1' ? question.yes : question.no;
}

export const coherenceFields: FieldDeclarations = {
  isResearch: 'boolean',
  participantName: 'text',
  taskId: 'text',
  startTime: 'text',
  copyPasteCheck: 'text',
  /** The coach's findings per answer, as JSON (findings/stored.ts). */
  coachFindings: 'text',
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

const wordsLabel = `${textWords.min}–${textWords.max} words`;

function choicePrompt(n: number): BotMessageDraft[] {
  return [renderChoiceQuestion(`Question ${n} of 5: ${questionAt(n).question}`, yesNoOptions)];
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
  const withFeedback = textField(fields, `feedback${n}`).trim() !== '';
  const how = withFeedback
    ? 'Use the suggestions above and your own ideas'
    : 'Use your own ideas and the table you filled in';
  const messages: BotMessageDraft[] = [];
  if (details) {
    messages.push(
      `Your table for question ${n}:<br />${detailsToHtml(details, coherenceTableHeaders)}`,
    );
  }
  messages.push(
    `${how} to revise your text for ${escapeHtml(questionAt(n).theme)}. Paste your whole revised text (${wordsLabel}).`,
  );
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
        retryQuestion: 'Please answer with 1 (Yes), 2 (No) or 3 (Not sure):',
      },
    },
    {
      name: `question${n}Details`,
      prompt: (context) => tablePrompt(n, context),
      input: {
        kind: 'table',
        saveAs: `question${n}Details`,
        feedbackAs: `feedback${n}`,
        invalid: 'Please fill in at least one cell of the table before sending it.',
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
          ? ['Thank you! That was the last question, and your final text is saved.']
          : ['Thank you for your revision.'],
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
      'Welcome to the Coherence Coach! A coherent text flows: every sentence and paragraph connects to the next, so readers follow your ideas without effort.',
    ],
    input: { kind: 'none' },
    set: ({ fields, now }): HistoryFields =>
      textField(fields, 'startTime') ? {} : { startTime: now.toISOString() },
    next: ({ fields }) =>
      fields.isResearch === true && !hasName(fields) ? coherenceStages.name : coherenceStages.text,
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
    name: 'text',
    prompt: [
      'Here is how it works:<br />' +
        `1. Paste a text of ${wordsLabel}: a summary of your research in two or more paragraphs, or two or three consecutive paragraphs from a paper or thesis.<br />` +
        '2. You will answer five questions about how your text holds together. After each one you fill in a short table, get feedback, and revise your text.<br />' +
        '3. At the end, you tell us how the exercise went.',
      `Please paste your text (${wordsLabel}).`,
    ],
    input: { kind: 'text', words: textWords, saveAs: { text: 'initialText' } },
    set: ({ answer }) => ({ currentText: answer }),
    reply: () => ['Thank you! Let’s look at how your text holds together.'],
  },
  ...questionNumbers.flatMap(questionStages),
  ...reflectionStages({ finished: () => coherenceStages.finished }),
  {
    name: 'finished',
    prompt: [
      'Thank you for your reflections, and well done: you have finished the Coherence Coach.',
    ],
    input: {
      kind: 'end',
      reply: 'This exercise is finished. Press Restart to work on a new text.',
    },
  },
];

/** The stages the script refers to, by name; their numbers are their positions in `stages`. */
export const coherenceStages = stageNumbers(stages, {
  greeting: 'greeting',
  name: 'name',
  text: 'text',
  firstQuestion: 'question1Choice',
  firstReflection: 'reflection1',
  openReflection: 'reflectionOpen',
  finished: 'finished',
});

export interface CoherenceScriptOptions {
  /** Research sessions ask the participant's name first and always carry isResearch. */
  research: boolean;
}

export function createCoherenceScript(options: CoherenceScriptOptions): ExerciseScript {
  return {
    id: 'coherence',
    title: 'Coherence Coach',
    fields: coherenceFields,
    ...(options.research ? { fixedFields: { isResearch: true } } : {}),
    stages,
    finishStage: coherenceStages.finished,
  };
}

export const coherenceScript = createCoherenceScript({ research: false });
export const coherenceResearchScript = createCoherenceScript({ research: true });
