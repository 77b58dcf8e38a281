// The report form of the "this remark is wrong" control (remark-report.tsx), in a Radix popover
// anchored on the control: wrong or unhelpful, and an optional comment, checked with the shared
// zod schema and sent as one report (lib/coach-reports). Fetched on the first report, not with the
// chat: the popover's positioning code, react-hook-form and zod are no part of an exercise's
// first visit (docs/performance.md "No zod on a tool's first visit").
import { useId, type RefObject } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import type { CoachRemark } from '@scicomm/coach/findings/remarks';
import { htmlToPlainText } from '@scicomm/coach/markup/html';
import { COACH_REPORT_REASONS, coachReportFormSchema, type CoachReportForm } from '@scicomm/shared/coach-report-api';
import { useReportRemark } from '../lib/coach-reports/post-coach-report.ts';
import type { RemarkReportContext } from '../lib/coach-reports/remark-lines.ts';
import { serverErrorText } from '../lib/server-message.ts';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { describedBy, FieldError, FormAlert } from './field-message.tsx';

/** The remark a report is about (remark-report.tsx takes the same). */
export interface RemarkReportProps {
  remark: CoachRemark;
  /** The remark's line as shown (HTML); the report carries it as plain text. */
  lineHtml: string;
  context: RemarkReportContext;
}

export interface RemarkReportPopoverProps extends RemarkReportProps {
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onSent: () => void;
}

export function RemarkReportPopover({ anchor, onClose, onSent, ...report }: RemarkReportPopoverProps) {
  const { t } = useTranslation(['coachReports', 'server-errors']);
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          className="remark-report__popover"
          aria-label={t('coachReports.trigger')}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onInteractOutside={(event) => {
            // The control itself toggles the form: a press on it is not a press outside.
            if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Focus goes back to the control the form was opened from.
            event.preventDefault();
            anchor.current?.focus();
          }}
        >
          <ReportForm {...report} onSent={onSent} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function ReportForm({ remark, lineHtml, context, onSent }: RemarkReportProps & { onSent: () => void }) {
  const { t, i18n } = useTranslation(['coachReports', 'server-errors']);
  const id = useId();
  const form = useSchemaForm(coachReportFormSchema, { reason: 'wrong', comment: '' } satisfies CoachReportForm);
  const mutation = useReportRemark();
  const commentError = form.formState.errors.comment ? t('coachReports.commentTooLong') : undefined;

  const submit = form.handleSubmit(async ({ reason, comment }) => {
    try {
      await mutation.mutateAsync({
        exercise: context.exercise,
        stage: remark.stage,
        field: remark.field,
        kind: remark.kind,
        ...(remark.start !== undefined && remark.end !== undefined ? { start: remark.start, end: remark.end } : {}),
        reason,
        place: context.place,
        remark: htmlToPlainText(lineHtml).slice(0, 2000) || remark.kind,
        ...(remark.excerpt ? { excerpt: remark.excerpt } : {}),
        ...(comment ? { comment } : {}),
        ...(context.taskId ? { taskId: context.taskId } : {}),
      });
      onSent();
    } catch {
      // The mutation's error is shown below the form.
    }
  });

  return (
    <form className="remark-report__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend className="remark-report__legend">{t('coachReports.question')}</legend>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <div className="remark-report__reasons">
              {COACH_REPORT_REASONS.map((reason) => (
                <label key={reason} className="remark-report__reason">
                  <input
                    type="radio"
                    name={field.name}
                    value={reason}
                    checked={field.value === reason}
                    onChange={() => field.onChange(reason)}
                    onBlur={field.onBlur}
                  />
                  {t(`coachReports.reasons.${reason}`)}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>
      <label className="remark-report__label" htmlFor={`${id}-comment`}>
        {t('coachReports.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className="remark-report__comment"
        rows={3}
        aria-invalid={commentError ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, commentError && `${id}-error`)}
        {...form.register('comment')}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('coachReports.privacy')}
      </p>
      <FieldError id={`${id}-error`} message={commentError} />
      <FormAlert message={mutation.isError ? t('coachReports.failed', { message: serverErrorText(i18n, mutation.error, mutation.error.message) }) : null} />
      <div className="remark-report__actions">
        <button type="submit" className="button button--small" disabled={mutation.isPending}>
          {mutation.isPending ? t('coachReports.sending') : t('coachReports.send')}
        </button>
        <Popover.Close className="button button--small button--secondary">{t('coachReports.cancel')}</Popover.Close>
      </div>
    </form>
  );
}
