// The five questions of the Coherence Coach (coherence.ts) and the tables that follow them:
// the Yes / No / Not sure options, each question's wording and theme, and the table asked for
// after each choice (its instruction, headers, example row and minimum rows).

import { localizeText } from '../i18n/localize.ts';
import { coachLanguages } from '../i18n/language.ts';
import type { ChoiceOption } from '../markup/options.ts';

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

export function questionAt(n: number): CoherenceQuestion {
  const question = coherenceQuestions[n - 1];
  if (!question) throw new Error(`Coherence has no question ${n}.`);
  return question;
}

/** The table asked for after question n, by the choice stored in the history. */
export function coherenceTableFor(n: number, choice: string): CoherenceTable {
  const question = questionAt(n);
  return choice === '1' ? question.yes : question.no;
}
