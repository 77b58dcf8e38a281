// A coach message drawn line by line, with the "this remark is wrong" control after each line that
// says a finding (lib/coach-reports/remark-lines.ts), and under a question of the coach, where it
// can be answered (the chat), its two one-tap answers. Each line's HTML is made safe by the
// caller's renderer (the chat turns options into buttons; the shared view only sanitises).
import type { CoachRemark } from '@scicomm/coach/findings/remarks';
import { isQuestionRemark, remarkLines, type RemarkReportContext } from '../lib/coach-reports/remark-lines.ts';
import { QuestionAnswers } from './question-answers.tsx';
import { RemarkReport } from './remark-report.tsx';

export interface RemarkLinesProps {
  html: string;
  remarks: readonly CoachRemark[];
  context: RemarkReportContext;
  /** The message the lines belong to: a question's answer is kept on its remark there. */
  messageId?: string;
  /** A line's safe HTML. */
  renderLine: (html: string) => string;
}

export function RemarkLines({ html, remarks, context, messageId, renderLine }: RemarkLinesProps) {
  const lines = remarkLines(html, remarks);
  const { answerQuestion } = context;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          <span dangerouslySetInnerHTML={{ __html: renderLine(line.html) }} />
          {line.remark && <RemarkReport remark={line.remark} lineHtml={line.html} context={context} />}
          {line.remark && isQuestionRemark(line.remark) && answerQuestion && messageId !== undefined && (
            <QuestionAnswers remark={line.remark} exercise={context.exercise} onAnswer={(answer) => answerQuestion(messageId, line.remark!.line, answer)} />
          )}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}
