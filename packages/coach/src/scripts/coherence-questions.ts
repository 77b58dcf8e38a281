// The five questions of the Coherence Coach (coherence.ts) and the tables that follow them:
// the Yes / No / Not sure options, each question's wording and theme, and the table asked for
// after each choice (its instruction, headers, example row and minimum rows). What the student
// reads is in messages/coherence.ts, by key.

import { coachLanguages } from '../i18n/language.ts';
import { type ChatText, type ChoiceOption, said, type Said } from '../messages/chat-text.ts';
import { chatRenderer } from '../messages/chat-renderer.ts';
import { coherenceMessages } from '../messages/coherence.ts';

// Its own words (themes in English for the coach, table headers in every language), not from
// render.ts, whose catalogues come through the registry.
const { inEnglish, renderSaid } = chatRenderer([coherenceMessages]);

export const yesNoOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('common.yes'), stored: '1' },
  { value: '2', label: said('common.no'), stored: '2' },
  { value: '3', label: said('common.notSure'), stored: '3' },
];

export interface CoherenceTable {
  /** What the student is asked to put in the table. */
  instruction: Said;
  headers: readonly Said[];
  exampleRow: readonly ChatText[];
  minimumRows: number;
}

export interface CoherenceQuestion {
  id: string;
  /** What the question is about, in English for the coach and its prompts. */
  theme: string;
  /** The theme as the student reads it ("revise your text for …"). */
  shownTheme: Said;
  question: Said;
  /** The table after "Yes". */
  yes: CoherenceTable;
  /** The table after "No" or "Not sure". */
  no: CoherenceTable;
}

/** One question's messages, all under `coherence.<name>.` (messages/coherence.ts). */
function question(
  name: string,
  tables: { yes: Omit<CoherenceTable, 'instruction'>; no: Omit<CoherenceTable, 'instruction'> },
): CoherenceQuestion {
  const shownTheme = said(`coherence.${name}.theme`);
  return {
    id: `coherence.${name}`,
    theme: inEnglish(shownTheme),
    shownTheme,
    question: said(`coherence.${name}.question`),
    yes: { instruction: said(`coherence.${name}.yes`), ...tables.yes },
    no: { instruction: said(`coherence.${name}.no`), ...tables.no },
  };
}

const keys = (prefix: string, names: readonly string[]) => names.map((name) => said(`${prefix}.${name}`));
const adverbs = { headers: keys('coherence.adverbs.header', ['adverb', 'modified']), exampleRow: keys('coherence.adverbs.example', ['adverb', 'modified']), minimumRows: 2 };
const pronouns = { headers: keys('coherence.pronouns.header', ['pronoun', 'referent']), exampleRow: keys('coherence.pronouns.example', ['pronoun', 'referent']), minimumRows: 2 };
const verbs = { headers: keys('coherence.verbs.header', ['verb', 'similar']), exampleRow: keys('coherence.verbs.example', ['verb', 'similar']), minimumRows: 3 };
const connectorHeaders = keys('coherence.connectors.header', ['connector', 'links']);

export const coherenceQuestions: readonly CoherenceQuestion[] = [
  question('keyTerms', {
    yes: {
      headers: keys('coherence.keyTerms.header', ['repeated', 'times', 'additional']),
      exampleRow: [said('coherence.keyTerms.example.term'), '3', said('coherence.keyTerms.example.additional')],
      minimumRows: 2,
    },
    no: { headers: keys('coherence.keyTerms.header', ['canRepeat']), exampleRow: keys('coherence.keyTerms.example', ['canRepeat']), minimumRows: 2 },
  }),
  question('adverbs', { yes: adverbs, no: adverbs }),
  question('pronouns', { yes: pronouns, no: pronouns }),
  question('verbs', { yes: verbs, no: verbs }),
  question('connectors', {
    yes: { headers: connectorHeaders, exampleRow: keys('coherence.connectors.example', ['connector', 'paragraphs']), minimumRows: 2 },
    no: { headers: connectorHeaders, exampleRow: keys('coherence.connectors.example', ['connector', 'sentences']), minimumRows: 2 },
  }),
];

/** Every header row a Coherence table can have, for showing stored details as tables. */
export const coherenceTableHeaders: readonly (readonly string[])[] = coherenceQuestions.flatMap((question) =>
  // In every language the table was shown in, so a stored table's header row is known.
  coachLanguages.flatMap((language) =>
    [question.yes.headers, question.no.headers].map((headers) => headers.map((header) => renderSaid(header, language))),
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
