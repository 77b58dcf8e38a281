// The chat message as the engine sees it (docs/product.md §3 "Chat message"), in camelCase. The wire
// casing (Text, IsStudent …) lives in wire/ only.
import type { CoachRemark } from '../findings/remarks.ts';

export type InputType = 'text' | 'table';

export interface ChatMessage {
  id: string;
  /** HTML. Bot messages are built by the engine with every untrusted part escaped. */
  text: string;
  /** True for the student's own turn. */
  isStudent: boolean;
  inputType: InputType;
  tableHeaders?: string[];
  minimumRows?: number;
  tableData?: string[][];
  exampleRow?: string[];
  /**
   * On a student's written answer: whether text was pasted into the text box while writing
   * it, and how many of its characters came from pastes (copy-paste.ts). Absent on bot
   * messages, option and table answers, and from clients that do not report it.
   */
  pasted?: boolean;
  pastedChars?: number;
  /** On a coach's feedback message: which of its lines say which finding (findings/remarks.ts). */
  remarks?: CoachRemark[];
}

/** A bot message before it gets an id: plain HTML text, the coach's feedback with its remarks, or a table-input prompt. */
export type BotMessageDraft =
  | string
  | { text: string; remarks: CoachRemark[] }
  | {
      text: string;
      inputType: 'table';
      tableHeaders: string[];
      minimumRows?: number;
      exampleRow?: string[];
    };

/** What the student sent: the plain text, and the table when they filled in the table form. */
export interface StudentAnswer {
  text: string;
  table: { headers: string[]; rows: string[][] } | null;
}
