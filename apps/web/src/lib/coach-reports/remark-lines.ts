// A coach message's lines and the remarks on them (findings/remarks.ts in @scicomm/coach): the
// coach joins a message's lines with <br />, and each remark names its line by number. Pure:
// the chat bubble, the end summary and the shared view draw from it.
import type { CoachRemark, QuestionAnswer } from '@scicomm/coach/findings/remarks';
import { LINE_BREAK } from '@scicomm/coach/findings/remarks';
import { isRemarkKind, kindDefinition } from '@scicomm/coach/kinds/kinds';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import type { CoachLanguage } from '@scicomm/coach/i18n/language';
import type { CoachReportPlace } from '@scicomm/shared/coach-report-api';
import { messageLanguage, type ChatMessage } from '../message-language.ts';

/** What a report needs besides the remark: the exercise, where it is shown, and the session. */
export interface RemarkReportContext {
  exercise: ExerciseId;
  place: CoachReportPlace;
  /** The session's taskId, when the exercise was stored. */
  taskId?: string | undefined;
  /**
   * Where questions can be answered (the chat): keeps the writer's answer on the remark, which the
   * conversation carries to the coach (docs/exercises.md "Questions").
   */
  answerQuestion?: ((messageId: string, line: number, answer: QuestionAnswer) => void) | undefined;
}

export interface RemarkLine {
  html: string;
  remark: CoachRemark | null;
}

/** The message's lines, each with the remark it says (null for headings and other lines). */
export function remarkLines(html: string, remarks: readonly CoachRemark[] | undefined): RemarkLine[] {
  const byLine = new Map((remarks ?? []).map((remark) => [remark.line, remark]));
  return html.split(LINE_BREAK).map((line, index) => ({ html: line, remark: byLine.get(index) ?? null }));
}

/** Every remark the coach made in a conversation, with its line's HTML and its message's language, in order. */
export function conversationRemarks(
  messages: readonly ChatMessage[],
): Array<{ html: string; remark: CoachRemark; language: CoachLanguage | undefined }> {
  return messages
    .filter((message) => !message.isStudent && message.remarks && message.remarks.length > 0)
    .flatMap((message) => {
      const language = messageLanguage(message);
      return remarkLines(message.text, message.remarks).flatMap((line) => (line.remark ? [{ html: line.html, remark: line.remark, language }] : []));
    });
}

/** A remark that asks the writer something about a word (a question with a subject): it takes an answer. */
export function isQuestionRemark(remark: CoachRemark): boolean {
  return remark.subject !== undefined && remark.language !== undefined && isRemarkKind(remark.kind) && kindDefinition(remark.kind).form === 'question';
}
