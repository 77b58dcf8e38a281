// The built-in feedback with the model's findings in place of the rules' (docs/exercises.md "The
// LLM coach's findings"): when the model answered, the rules' findings of the kinds it judges go,
// with the lines that said them, and the model's follow in a message of their own under the AI
// coach's heading; an area's lesson (teach.*) goes where the model found something in the area.
import type { Feedback } from '../engine/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { remarkKinds } from '../kinds/kinds.ts';
import { isHeading } from '../kinds/mark-remarks.ts';
import { LINE_BREAK } from '../findings/remarks.ts';
import { renderMessage } from '../kinds/render.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { isLlmJudgedKind } from './llm-judged-kinds.ts';

const rendered = (item: Finding, language: CoachLanguage) => renderMessage(item.message, language).trim();

/**
 * A summary line that also says checks to drop (of judged kinds: "… You explain X where you use
 * it."), said again without them; null when nothing is left to say.
 */
function withoutParts(item: Finding, drop: (item: Finding) => boolean, language: CoachLanguage): Finding | null {
  const parts = item.parts ?? [];
  const rest = parts.filter((part) => !drop(part));
  // A line that only held checks passed goes with them.
  if (rest.length === 0) return null;
  // Only a plain summary line can be taken apart ("summary.line": its parts' sentences joined).
  if (item.message.key !== 'summary.line') return null;
  let line = String(item.message.params?.line ?? '');
  for (const part of parts.filter(drop)) line = line.replace(renderMessage(part.message, language), '');
  line = line.replace(/\s{2,}/gu, ' ').trim();
  if (line === '') return null;
  const { parts: _dropped, ...plain } = item;
  return { ...plain, message: { key: 'summary.line', params: { line } }, ...(rest.length > 0 ? { parts: rest } : {}) };
}

/**
 * The feedback without the rules' findings of the kinds the model judges, nor the lines that say
 * them; a message left with its headings only goes too. The measures and the source stay.
 */
export function withoutJudgedKinds(feedback: Feedback, language: CoachLanguage): Feedback {
  return withoutFindings(feedback, (item) => isLlmJudgedKind(item.kind), language);
}

/** The feedback without the findings `drop` picks, nor the lines that say them, nor such parts of a summary line. */
function withoutFindings(feedback: Feedback, drop: (item: Finding) => boolean, language: CoachLanguage): Feedback {
  const removed: string[] = [];
  const replaced = new Map<string, string>();
  const findings: Finding[] = [];
  for (const item of feedback.findings) {
    if (drop(item)) {
      removed.push(rendered(item, language));
      continue;
    }
    if (!(item.parts ?? []).some(drop)) {
      findings.push(item);
      continue;
    }
    const kept = withoutParts(item, drop, language);
    if (kept) {
      replaced.set(rendered(item, language), rendered(kept, language));
      findings.push(kept);
    } else {
      removed.push(rendered(item, language));
    }
  }
  if (removed.length === 0 && replaced.size === 0) return feedback;
  const messages = feedback.messages.flatMap((message) => {
    let touched = false;
    const lines = message.split(LINE_BREAK).flatMap((line) => {
      const trimmed = line.trim();
      const at = removed.indexOf(trimmed);
      if (at >= 0) {
        removed.splice(at, 1);
        touched = true;
        return [];
      }
      const again = replaced.get(trimmed);
      if (again !== undefined) {
        touched = true;
        return [again];
      }
      return [line];
    });
    if (!touched) return [message];
    return lines.every((line) => line.trim() === '' || isHeading(line.trim())) ? [] : [lines.join(LINE_BREAK)];
  });
  return { ...feedback, messages, findings };
}

/**
 * A prompt of an area (its lesson, teach.*: "point to the sentence that …") where the model found
 * something in that area: the model's findings say what the lesson would have the writer look for.
 */
function answeredLesson(item: Finding, model: readonly Finding[]): boolean {
  const { form, area } = remarkKinds[item.kind];
  return form === 'prompt' && model.some((found) => remarkKinds[found.kind].area === area);
}

/**
 * The model's findings as one message of their own, under the heading that says they are the AI
 * coach's; the lesson of each area they speak of goes, with its heading when nothing else is left.
 */
export function withModelFindings(feedback: Feedback, model: readonly Finding[], language: CoachLanguage): Feedback {
  if (model.length === 0) return feedback;
  const rest = withoutFindings(feedback, (item) => answeredLesson(item, model), language);
  const message = [renderMessage({ key: 'llm.heading' }, language), ...model.map((item) => renderMessage(item.message, language))].join(LINE_BREAK);
  return { ...rest, messages: [...rest.messages, message], findings: [...rest.findings, ...model] };
}
