// A coach message drawn line by line, with the "this remark is wrong" control after each line that
// says a finding (lib/coach-reports/remark-lines.ts). Each line's HTML is made safe by the caller's
// renderer (the chat turns options into buttons; the shared view only sanitises).
import type { CoachRemark } from '@scicomm/coach/findings/remarks';
import { remarkLines, type RemarkReportContext } from '../lib/coach-reports/remark-lines.ts';
import { RemarkReport } from './remark-report.tsx';

export interface RemarkLinesProps {
  html: string;
  remarks: readonly CoachRemark[];
  context: RemarkReportContext;
  /** A line's safe HTML. */
  renderLine: (html: string) => string;
}

export function RemarkLines({ html, remarks, context, renderLine }: RemarkLinesProps) {
  const lines = remarkLines(html, remarks);
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          <span dangerouslySetInnerHTML={{ __html: renderLine(line.html) }} />
          {line.remark && <RemarkReport remark={line.remark} lineHtml={line.html} context={context} />}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}
