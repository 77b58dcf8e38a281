// A stored task as the read-only viewer shows it (docs/product.md §4 "Profile form", §3 "Rebuilt
// history"): its conversation, or for Coherence and Critical Thinking without stored messages
// one rebuilt from the flat fields; for the De-Jargonizer, the record view.
import {
  coherenceScript,
  coherenceTableHeaders,
  criticalThinkingScript,
  detailsToHtml,
  fieldLabel,
  parseStoredMessages,
  storedFields,
  type ChatMessage,
  type ExerciseScript,
} from '@scicomm/coach';
import { textToHtml } from '@scicomm/coach/markup/html';
import { exerciseOfTaskType, type ExerciseId } from '@scicomm/shared/exercises';
import { TASK_LABELS, type DejargonizerRecord, type TaskDetail, type TaskMessage, type TaskType } from '@scicomm/shared/account-api';

interface FlatField {
  key: string;
  label: string;
  /** Feedback is the coach's turn; everything else the student's. */
  student: boolean;
}

/** Stored fields that are no turn of the conversation: the session's own, and the working copy. */
const notTurns = new Set(['isResearch', 'participantName', 'startTime', 'copyPasteCheck', 'coachFindings', 'currentText', 'currentSummary']);

/** A script's stored fields in conversation order, labelled from their names; feedback is the coach's. */
const turnsOf = (script: ExerciseScript): FlatField[] =>
  storedFields(script)
    .filter((key) => !notTurns.has(key))
    .map((key) => ({ key, label: fieldLabel(key), student: !/^feedback\d+$/.test(key) }));

/** The flat fields in conversation order, with the bold labels of docs/product.md §3. */
export const rebuiltFields: Partial<Record<ExerciseId, FlatField[]>> = {
  coherence: turnsOf(coherenceScript),
  criticalThinking: turnsOf(criticalThinkingScript),
};

/** The flat fields a task type's conversation is rebuilt from, if any. */
const rebuiltFieldsOf = (type: TaskType): FlatField[] | undefined => {
  const exercise = exerciseOfTaskType(type);
  return exercise ? rebuiltFields[exercise] : undefined;
};

const choiceLabels: Readonly<Record<string, string>> = { '1': '1 (Yes)', '2': '2 (No)', '3': '3 (Not sure)' };

/** A flat value as HTML: a table answer (CSV lines) as a table, a Yes/No choice with its label. */
function flatValueHtml(key: string, text: string): string {
  if (/^question\dDetails$/.test(key)) return detailsToHtml(text, coherenceTableHeaders);
  if (/^question\dChoice$/.test(key)) return textToHtml(choiceLabels[text] ?? text);
  return textToHtml(text);
}

/** Rebuilds a conversation from flat fields; empty values are skipped (docs/product.md §3). */
export function rebuildConversation(type: TaskType, row: Record<string, unknown>): TaskMessage[] {
  return (rebuiltFieldsOf(type) ?? []).flatMap(({ key, label, student }) => {
    const value = row[key];
    const text =
      typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (!text) return [];
    return [
      {
        id: key,
        text: `<strong>${label}:</strong><br />${flatValueHtml(key, text)}`,
        isStudent: student,
        inputType: 'text' as const,
      },
    ];
  });
}

function toTaskMessage(message: ChatMessage): TaskMessage {
  return {
    id: message.id,
    text: message.text,
    isStudent: message.isStudent,
    inputType: message.inputType,
    ...(message.tableHeaders ? { tableHeaders: message.tableHeaders } : {}),
    ...(message.tableData ? { tableData: message.tableData } : {}),
    ...(message.exampleRow ? { exampleRow: message.exampleRow } : {}),
    ...(!message.isStudent && message.remarks?.length ? { remarks: message.remarks } : {}),
    ...(!message.isStudent && message.figures ? { figures: true } : {}),
  };
}

function storedConversation(row: Record<string, unknown>): TaskMessage[] {
  try {
    return parseStoredMessages(row.messages).map(toTaskMessage);
  } catch {
    // A stored conversation in a shape nobody can read shows as none, not as an error page.
    return [];
  }
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const stringsOrNull = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;

function dejargonizerRecord(row: Record<string, unknown>): DejargonizerRecord {
  return {
    dictionary: String(row.dictionary ?? ''),
    text: stringOrNull(row.text),
    resultText: stringOrNull(row.resultText),
    totalWords: numberOrNull(row.totalWords),
    rareWords: numberOrNull(row.rareWords),
    midRangeWords: numberOrNull(row.midRangeWords),
    jargonScore: numberOrNull(row.jargonScore),
    keyTerms: stringsOrNull(row.keyTerms),
  };
}

export function toTaskDetail(type: TaskType, row: Record<string, unknown>): TaskDetail {
  const base = {
    id: String(row.id),
    type,
    label: TASK_LABELS[type],
    createdAt: (row.createdAt as Date).toISOString(),
  };
  if (type === 'dejargonizer')
    return { ...base, conversation: [], rebuilt: false, dejargonizer: dejargonizerRecord(row) };
  const stored = storedConversation(row);
  if (stored.length === 0 && rebuiltFieldsOf(type)) {
    return {
      ...base,
      conversation: rebuildConversation(type, row),
      rebuilt: true,
      dejargonizer: null,
    };
  }
  return { ...base, conversation: stored, rebuilt: false, dejargonizer: null };
}
