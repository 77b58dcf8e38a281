// The coach's remarks in the end summary (docs/exercises.md "Reporting a wrong remark"): under each
// version of the text, the remarks the coach made on it, each with its report control; remarks on
// other answers (a choice, a table) in a list of their own after the versions.
import { useTranslation } from 'react-i18next';
import type { CoachRemark } from '@scicomm/coach/findings/remarks';
import type { CoachLanguage } from '@scicomm/coach/i18n/language';
import { RemarkReport } from '../../../components/remark-report.tsx';
import type { RemarkReportContext } from '../../../lib/coach-reports/remark-lines.ts';
import { sanitizeMessageHtml } from '../../../lib/safe-html.ts';

export interface SummaryRemark {
  html: string;
  remark: CoachRemark;
  /** The language of the message the remark is in (lib/message-language.ts). */
  language: CoachLanguage | undefined;
}

interface SummaryRemarksProps {
  remarks: readonly SummaryRemark[];
  context: RemarkReportContext;
  /** The heading's text; its level follows where the list stands. */
  heading: string;
  level: 'h3' | 'h4';
}

export function SummaryRemarks({ remarks, context, heading, level: Heading }: SummaryRemarksProps) {
  if (remarks.length === 0) return null;
  return (
    <>
      <Heading className="exercise-summary__remarks-heading">{heading}</Heading>
      <ul className="exercise-summary__remarks">
        {remarks.map(({ html, remark, language }, index) => (
          <li key={`${remark.stage}-${remark.line}-${index}`} dir="auto" lang={language}>
            <span dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(html) }} />
            <RemarkReport remark={remark} lineHtml={html} context={context} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The remarks on one version's field, and those on fields that are no version. */
export function remarksByField(remarks: readonly SummaryRemark[], versionFields: readonly string[]) {
  const onVersion = (field: string) => remarks.filter(({ remark }) => remark.field === field);
  const others = remarks.filter(({ remark }) => !versionFields.includes(remark.field));
  return { onVersion, others };
}

export function useRemarkHeadings() {
  const { t } = useTranslation('coachReports');
  return { version: t('coachReports.summaryRemarks'), others: t('coachReports.otherRemarks') };
}
