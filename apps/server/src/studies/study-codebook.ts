// The codebook of a study's CSV export (docs/research.md "Export"): what each column holds.
// Every column the export can have is explained here; a test holds each exercise's header to it.
import { RESEARCH_EXERCISES } from '@scicomm/shared/research-api';

const FIXED: Readonly<Record<string, string>> = {
  session_id:
    'The exercise session (a uuid). A participant who restarted the exercise has more than one.',
  study_id: 'The study (a uuid).',
  arm: "The arm the participant was given: full (the coach's feedback), slim (neutral coaching, no AI or jargon feedback) or no-feedback (the exercise without the coach's feedback, ending with the same reflections).",
  variant:
    'The exercise edition the session ran: research-full, research-slim or research-no-feedback; no-feedback for a no-feedback session last answered before that arm had its research edition (in Half Life, such a session has no reflections).',
  exercise: `${RESEARCH_EXERCISES.slice(0, -1).join(', ')} or ${RESEARCH_EXERCISES.at(-1)}.`,
  participant_id:
    'The participant (a random uuid that names nobody); the same for every session of one participant.',
  participant_name:
    'The name the participant gave in the chat, or the identifier in their link (participant / participantName).',
  duplicate_identifier:
    'true when another participant of the study carries the same identifier (compared without regard to case): enrolled twice before enrolment became once per identifier; otherwise false.',
  consented_at:
    'When the participant accepted the consent text (ISO 8601, UTC); empty when the study has none.',
  start_time: 'When the session started (ISO 8601, UTC).',
  end_time: 'When the session was finished (ISO 8601, UTC); empty while unfinished.',
  finished: 'true when the session reached the end, otherwise false.',
  duration_seconds:
    'Seconds from the start to the end of a finished session; empty while unfinished.',
  copy_paste_check:
    'JSON, per stage answered in writing: whether the answer was pasted, how many characters were pasted and how long the answer was, e.g. {"3":{"pasted":true,"pastedChars":412,"chars":640}}.',
  coach_findings:
    'JSON: what the coach concluded about each answer it commented on (kinds, spans of the text and message keys); empty in the slim and no-feedback arms.',
  target_audience:
    'The audience chosen: Elementary, Junior (junior high), High (high school) or Adult (adults with mixed backgrounds).',
  which_is_better: 'The last choice: Original, Revised, Neither or Both.',
  reflection_open_response: 'The open reflection: how it felt, how it helped and what was learned.',
  initial_text: 'The text the participant started with (150–500 words).',
  current_text: 'The text as it was last revised.',
  final_text: 'The text after the last revision.',
  initial_summary: 'The summary the participant started with (150–500 words).',
  reader_check_readers:
    "Readers who answered the reader check made of this session's final text; empty when the session has no check (unfinished, or the study asks for none).",
  reader_check_words: "Words in the check's text (the session's final text).",
  reader_check_mean_marked: 'Mean number of words a reader marked as not known or not sure; empty without readers.',
  reader_check_hard_words:
    'The words (as the De-Jargonizer looks them up, lowercase) marked by at least a fifth of the readers (at least one), comma-separated, in text order.',
  reader_check_rare_words: 'Distinct words of the text the De-Jargonizer called rare.',
  reader_check_precision:
    'Of the words the De-Jargonizer called rare, the share readers found hard (0–1); empty without rare words or readers. docs/reader-check.md "The measure of agreement".',
  reader_check_recall:
    'Of the words readers found hard, the share the De-Jargonizer called rare (0–1); empty when no word is hard.',
  reader_check_clarity_mean: "The readers' mean clarity rating, 1 (very unclear) to 5 (very clear); empty when not asked or not given.",
  current_summary: 'The summary as it was last revised.',
  final_summary: 'The summary after the last revision.',
};

const HALF_LIFE_TEXTS: Readonly<Record<string, string>> = {
  text120_first: 'the first text (about 120 words)',
  text60: 'the text shortened to about 60 words',
  text30: 'the text shortened to about 30 words',
  text120_last: 'the last text (about 120 words again)',
};

const HALF_LIFE_MEASURES: Readonly<Record<string, string>> = {
  '': 'as written by the participant',
  _gpt3:
    ": the AI coach's rephrasing (empty without an LLM, and always in the slim and no-feedback arms)",
  _jargon: ': its rare words, comma-separated',
  _jargon_score: ': its De-Jargonizer score',
  _total_words: ': its number of words',
  _rare_words: ': its number of rare words',
  _rare_words_percentage: ': the percentage of its words that are rare',
};

const CRITICAL_THINKING_QUESTIONS = [
  'the main purpose',
  'the key research question(s)',
  'the most important information',
  'the main conclusion(s)',
  'the significance in the wider field',
];

function patterned(column: string, stageNames: readonly string[]): string | undefined {
  if (column === 'stage_reached') {
    const numbered = stageNames.map((name, stage) => `${stage} ${name}`).join(', ');
    return `The stage the session is at, by number${numbered ? ` (${numbered})` : ''}; a finished session is at the stage named finished.`;
  }
  const stage = /^seconds_at_stage_(\d+)$/.exec(column);
  if (stage) {
    const name = stageNames[Number(stage[1])];
    return `Seconds the session spent at stage ${stage[1]}${name ? ` (${name})` : ''}, from reaching it to moving on to the next stage; the first stage answered counts from the start of the session (the greeting). Empty when not measured: the stage was not reached, the arm has no such stage, or the session stopped there.`;
  }
  for (const [text, label] of Object.entries(HALF_LIFE_TEXTS)) {
    for (const [suffix, what] of Object.entries(HALF_LIFE_MEASURES)) {
      if (column === `${text}${suffix}`) return `Half Life, ${label}${what}.`;
    }
  }
  const reflection = /^reflection_answer(\d)$/.exec(column);
  if (reflection)
    return `Closing statement ${reflection[1]}, from 1 (strongly disagree) to 5 (strongly agree).`;
  const choice = /^question(\d)_choice$/.exec(column);
  if (choice)
    return `Coherence question ${choice[1]}: the answer as a digit, 1 Yes, 2 No, 3 Not sure.`;
  const details = /^question(\d)_details$/.exec(column);
  if (details)
    return `Coherence question ${details[1]}: the table filled in, as CSV lines inside the cell (header row, then rows).`;
  const answer = /^question(\d)_answer$/.exec(column);
  if (answer)
    return `Critical Thinking question ${answer[1]}: the answer about ${CRITICAL_THINKING_QUESTIONS[Number(answer[1]) - 1] ?? 'the question'}.`;
  const feedback = /^feedback(\d)$/.exec(column);
  if (feedback)
    return `The coach's feedback on question ${feedback[1]}; empty in the slim and no-feedback arms.`;
  const revision = /^revision_after_question(\d)$/.exec(column);
  if (revision)
    return `The text after the revision that followed question ${revision[1]} (Critical Thinking has no revision after question 5: always empty there).`;
  return undefined;
}

/**
 * What a column of the study export holds; an unknown column is an error of this codebook.
 * `stageNames`: the name of each stage of the exercise by its stored number (storedStageNames of
 * @scicomm/coach), for the stage and timing columns.
 */
export function codebookEntry(column: string, stageNames: readonly string[] = []): string {
  const meaning = FIXED[column] ?? patterned(column, stageNames);
  if (meaning === undefined)
    throw new Error(`The study codebook does not explain the column ${column}.`);
  return meaning;
}
