// "This remark is wrong" (docs/exercises.md "Reporting a wrong remark"): a small button after a
// remark of the coach that opens a short form — wrong or unhelpful, and an optional comment — sent
// as one report. Reachable and usable by keyboard alone: Tab to the button, Enter opens the form
// with focus on its first choice, Escape closes it and focus returns to the button. Once sent,
// the button says so and opens nothing more. The form (remark-report-popover.tsx) is fetched on
// the first report, so the chat's first visit carries only this button.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemarkReportProps } from './remark-report-popover.tsx';
import './remark-report.css';

const RemarkReportPopover = lazy(async () => ({ default: (await import('./remark-report-popover.tsx')).RemarkReportPopover }));

export function RemarkReport({ remark, lineHtml, context }: RemarkReportProps) {
  const { t } = useTranslation('coachReports');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <span className="remark-report">
      <button
        ref={button}
        type="button"
        className={`remark-report__trigger${sent ? ' remark-report__trigger--sent' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-disabled={sent || undefined}
        onClick={() => setOpen((current) => !current && !sent)}
      >
        <span aria-hidden="true">{sent ? '✓' : '⚑'}</span>
        <span className="visually-hidden">{sent ? t('coachReports.reported') : t('coachReports.trigger')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <RemarkReportPopover
            remark={remark}
            lineHtml={lineHtml}
            context={context}
            anchor={button}
            onClose={() => setOpen(false)}
            onSent={() => {
              setSent(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      <span className="visually-hidden" role="status">
        {sent ? t('coachReports.thanks') : ''}
      </span>
    </span>
  );
}
