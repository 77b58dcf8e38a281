// A past task shown read-only (docs/product.md §4 "Profile form"): the conversation as chat bubbles, or
// the De-Jargonizer record view (dictionary and period, the pasted text, the result text and
// the statistics). Stored HTML is sanitized before it is shown. The profile and the shared view
// (/share/{token}) both show a task with it; the page may add actions (Share) under the heading.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DejargonizerRecord, TaskDetail, TaskMessage } from '@scicomm/shared/account-api';
import { exerciseOfTaskType } from '@scicomm/shared/exercises';
import type { CoachReportPlace } from '@scicomm/shared/coach-report-api';
import { RemarkLines } from '../../../components/remark-lines.tsx';
import type { RemarkReportContext } from '../../../lib/coach-reports/remark-lines.ts';
import { messageLanguage } from '../../../lib/message-language.ts';
import { sanitizeMessageHtml, sanitizeResultHtml } from '../../../lib/safe-html.ts';
import { ownColours } from '../../../lib/own-colours.ts';
import '../account.css';

function Message({ message, reportContext }: { message: TaskMessage; reportContext?: RemarkReportContext | undefined }) {
  const { t } = useTranslation(['account', 'account-forms']);
  const who = message.isStudent ? t('account.tasks.you') : message.figures ? t('account.tasks.figures') : t('account.tasks.coach');
  const html = sanitizeMessageHtml(message.text);
  const lang = messageLanguage(message);
  // A table answer is saved twice, as the HTML table the chat showed and as its cells; the cells
  // are drawn only for a message whose HTML has no table of its own, so it shows once.
  const cells = /<table[\s>]/i.test(html) ? [] : (message.tableData ?? []);
  return (
    <li className={`task-message task-message--${message.isStudent ? 'student' : message.figures ? 'figures' : 'coach'}`}>
      <span className="visually-hidden">{who}: </span>
      {reportContext && !message.isStudent && message.remarks && message.remarks.length > 0 ? (
        <div className="task-message__text" lang={lang}>
          <RemarkLines html={message.text} remarks={message.remarks} context={reportContext} renderLine={sanitizeMessageHtml} />
        </div>
      ) : (
        <div className="task-message__text" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {cells.length > 0 && (
        <table className="task-message__table">
          {message.tableHeaders && (
            <thead>
              <tr>
                {message.tableHeaders.map((header, index) => (
                  <th key={index} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {cells.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** "Language: English, Period: 2021-2024", or "Invalid format: …" (docs/product.md §8). */
export function describeDictionary(
  code: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const match = /^([A-Za-z]+)(\d{4})_(\d{4})$/.exec(code);
  if (!match) return t('account.tasks.invalidDictionary', { value: code });
  return t('account.tasks.dictionary', { language: match[1], from: match[2], to: match[3] });
}

/** Renders a stored De-Jargonizer text coloured by band (the route gives the De-Jargonizer's). */
export type RenderAnalysedText = (record: DejargonizerRecord & { text: string }) => ReactNode;
/** Draws the De-Jargonizer's gauge for a stored share of rare words (the route gives it). */
export type RenderGauge = (rarePercent: number) => ReactNode;

/**
 * The record in the order the De-Jargonizer's page shows an analysis: the figures and the gauge,
 * then the coloured text, and the plain text last, folded away, so a long text does not push the
 * result out of sight (docs/sharing.md "The web app").
 */
function DejargonizerView({
  record,
  renderAnalysedText,
  renderGauge,
  SubHeading,
}: {
  record: DejargonizerRecord;
  renderAnalysedText?: RenderAnalysedText | undefined;
  renderGauge?: RenderGauge | undefined;
  /** One level under the task's own heading (axe heading-order). */
  SubHeading: 'h3' | 'h4';
}) {
  const { t } = useTranslation(['account', 'account-forms']);
  const common =
    record.totalWords !== null
      ? record.totalWords - (record.rareWords ?? 0) - (record.midRangeWords ?? 0)
      : null;
  const stats: Array<[string, number | null]> = [
    [t('account.tasks.totalWords'), record.totalWords],
    [t('account.tasks.commonWords'), common],
    [t('account.tasks.midRangeWords'), record.midRangeWords],
    [t('account.tasks.rareWords'), record.rareWords],
    [t('account.tasks.score'), record.jargonScore],
  ];
  const rarePercent =
    record.totalWords && record.rareWords !== null ? (record.rareWords / record.totalWords) * 100 : null;
  return (
    <div className="task-record">
      <p>{describeDictionary(record.dictionary, t)}</p>
      <SubHeading>{t('account.tasks.statistics')}</SubHeading>
      <table className="task-record__stats">
        <tbody>
          {stats.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {renderGauge && rarePercent !== null && renderGauge(rarePercent)}
      <SubHeading>{t('account.tasks.resultText')}</SubHeading>
      {renderAnalysedText && record.text ? (
        renderAnalysedText({ ...record, text: record.text })
      ) : record.resultText ? (
        <div
          className="task-record__text"
          {...ownColours}
          dangerouslySetInnerHTML={{ __html: sanitizeResultHtml(record.resultText) }}
        />
      ) : (
        <p>—</p>
      )}
      {record.text && (
        <details className="task-record__plain">
          <summary>{t('account.tasks.pastedText')}</summary>
          <p className="task-record__text" dir="auto">
            {record.text}
          </p>
        </details>
      )}
    </div>
  );
}

export function TaskViewer({
  task,
  labelOf,
  dateOf,
  actions,
  headingLevel = 3,
  readOnlyHint,
  renderAnalysedText,
  renderGauge,
  reportPlace,
}: {
  task: TaskDetail;
  labelOf(task: TaskDetail): string;
  dateOf(iso: string): string;
  /** Shown under the heading (the profile's Share). */
  actions?: ReactNode;
  /** The heading's level: 3 inside Your Tasks, 2 on a page of its own. */
  headingLevel?: 2 | 3;
  /** Replaces the read-only hint ("Read-only: this is how the task was saved."). */
  readOnlyHint?: string;
  /** Colours a stored De-Jargonizer text from its text (long texts are stored without HTML). */
  renderAnalysedText?: RenderAnalysedText;
  /** Draws the gauge of a stored De-Jargonizer analysis under its figures. */
  renderGauge?: RenderGauge;
  /** Where the coach's remarks can be reported from (the shared view); none: no report controls. */
  reportPlace?: CoachReportPlace;
}) {
  const { t } = useTranslation(['account', 'account-forms']);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const exercise = exerciseOfTaskType(task.type);
  const reportContext = reportPlace && exercise ? { exercise, place: reportPlace } : undefined;
  return (
    <article className="task-viewer" aria-labelledby={`task-${task.id}`}>
      <Heading id={`task-${task.id}`}>
        {labelOf(task)} <span className="task-viewer__date">{dateOf(task.createdAt)}</span>
      </Heading>
      <p className="field__hint">{readOnlyHint ?? t('account.tasks.readOnly')}</p>
      {actions && <div className="task-viewer__actions">{actions}</div>}
      {task.dejargonizer ? (
        <DejargonizerView
          record={task.dejargonizer}
          renderAnalysedText={renderAnalysedText}
          renderGauge={renderGauge}
          SubHeading={headingLevel === 2 ? 'h3' : 'h4'}
        />
      ) : task.conversation.length > 0 ? (
        <ol className="task-chat">
          {task.conversation.map((message, index) => (
            <Message key={`${message.id}-${index}`} message={message} reportContext={reportContext} />
          ))}
        </ol>
      ) : (
        <p>{t('account.tasks.noConversation')}</p>
      )}
    </article>
  );
}
