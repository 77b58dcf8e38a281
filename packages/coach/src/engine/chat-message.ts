// The chat message as the engine sees it (docs/product.md §3 "Chat message"), in camelCase. The wire
// casing (Text, IsStudent …) lives in wire/ only.
import type { CoachRemark } from '../findings/remarks.ts';
import type { ChatText, Said } from '../messages/chat-text.ts';

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
  /** A version's figures (score, word count …), shown with the version it measures, not as a remark. */
  figures?: boolean;
}

/**
 * A bot message before it gets an id and its language: what the bot says (messages/chat-text.ts:
 * messages by key, or HTML said as it is), the coach's feedback with its remarks (already in the
 * language), or a table-input prompt, whose headers and example cells are shown in the language.
 */
export type BotMessageDraft = ChatText | FeedbackDraft | FiguresDraft | TableDraft;

/** A version's figures, in the language already (feedback/half-life-feedback.ts). */
export interface FiguresDraft {
  text: string;
  figures: true;
}

export interface FeedbackDraft {
  text: string;
  remarks: CoachRemark[];
}

export interface TableDraft {
  text: ChatText;
  inputType: 'table';
  tableHeaders: readonly Said[];
  minimumRows?: number;
  exampleRow?: readonly ChatText[];
}

export function isFeedbackDraft(draft: BotMessageDraft): draft is FeedbackDraft {
  return typeof draft === 'object' && !Array.isArray(draft) && 'remarks' in draft;
}

export function isFiguresDraft(draft: BotMessageDraft): draft is FiguresDraft {
  return typeof draft === 'object' && !Array.isArray(draft) && 'figures' in draft;
}

export function isTableDraft(draft: BotMessageDraft): draft is TableDraft {
  return typeof draft === 'object' && !Array.isArray(draft) && 'inputType' in draft;
}

/** What the student sent: the plain text, and the table when they filled in the table form. */
export interface StudentAnswer {
  text: string;
  table: { headers: string[]; rows: string[][] } | null;
}
