// The Research page's content (docs/research.md "The page"): for a researcher, the sessions
// started and finished in each research edition, filters by date range and edition, and the
// CSV download. The route (app/routes/research.tsx) shows it only to researchers. The filters are
// a react-hook-form form: the summary follows them as they change, and the download sends them
// once the range is checked with the server's rule (the first day not after the last).
import { useId, useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RESEARCH_EDITIONS, researchRangeQuerySchema, type ResearchEdition } from '@scicomm/shared/research-api';
import { downloadResearchExport, useResearchSummary, type ResearchExportFilter } from '../api/research-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { serverErrorText } from '../../../lib/server-message.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { StudiesSection } from './studies-section.tsx';
import { CorporaSection } from './corpora-section.tsx';
import { DefaultStudyIntro } from './default-study-intro.tsx';
import '../../../components/forms.css';
import '../research.css';

/** The filters as chosen: an empty day is no bound; the range is the server's to check too. */
const filterSchema = z
  .object({ from: z.string(), to: z.string(), edition: z.enum(['all', ...RESEARCH_EDITIONS]) })
  .superRefine((filter, context) => {
    const range = researchRangeQuerySchema.safeParse({ from: filter.from || undefined, to: filter.to || undefined });
    if (!range.success) context.addIssue({ code: 'custom', path: ['from'], message: 'research.filters.rangeError' });
  });

interface DateBoundFieldProps {
  id: string;
  label: string;
  control: Control<ResearchExportFilter>;
  name: 'from' | 'to';
  /** The other bound of the range, as the input's min or max. */
  min?: string | undefined;
  max?: string | undefined;
  /** The range's error, which describes the field while the range is invalid. */
  invalid: boolean;
  errorId: string;
}

/** One end of the date range. */
function DateBoundField({ id, label, control, name, min, max, invalid, errorId }: DateBoundFieldProps) {
  const { field } = useController({ control, name });
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        type="date"
        ref={field.ref}
        name={field.name}
        value={field.value}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </div>
  );
}

export function ResearchPage({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['research', 'server-errors']);
  /** A message for a failed call: the server's own words when it sent them. */
  const messageOf = (error: unknown) => serverErrorText(i18n, error, error instanceof Error ? error.message : '');
  usePageTitle(t('research.title'));
  const ids = { from: useId(), to: useId(), edition: useId(), rangeError: useId(), summary: useId() };
  const form = useSchemaForm<ResearchExportFilter, ResearchExportFilter>(filterSchema, { edition: 'all', from: '', to: '' });
  const filter = useWatch({ control: form.control }) as ResearchExportFilter;
  const rangeInvalid = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const range = useMemo(() => ({ from: filter.from, to: filter.to }), [filter.from, filter.to]);
  const summary = useResearchSummary(userId, range, !rangeInvalid);
  const download = useFileDownload((chosen: ResearchExportFilter) => downloadResearchExport(chosen), () => 'research-export.csv');
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const editionLabel = (edition: ResearchEdition) => t(`research.editions.${edition}`);

  const submit = form.handleSubmit((chosen) => download.mutate(chosen));
  const bothBounds = { control: form.control, invalid: rangeInvalid, errorId: ids.rangeError };

  return (
    <div className="research">
      <h1>{t('research.title')}</h1>
      <p>{t('research.intro')}</p>

      <StudiesSection userId={userId} />

      <CorporaSection userId={userId} />

      <DefaultStudyIntro userId={userId} />
      <form className="research__filters form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="field research__range">
          <legend>{t('research.filters.range')}</legend>
          <p className="field__hint">{t('research.filters.rangeHint')}</p>
          <div className="research__dates">
            <DateBoundField id={ids.from} label={t('research.filters.from')} name="from" max={filter.to || undefined} {...bothBounds} />
            <DateBoundField id={ids.to} label={t('research.filters.to')} name="to" min={filter.from || undefined} {...bothBounds} />
          </div>
          {rangeInvalid && (
            <p id={ids.rangeError} className="field__error" role="alert">
              {t('research.filters.rangeError')}
            </p>
          )}
        </fieldset>

        <section aria-labelledby={ids.summary} className="research__summary">
          <h2 id={ids.summary}>{t('research.summary.heading')}</h2>
          {rangeInvalid ? (
            <p className="field__hint">{t('research.summary.invalidRange')}</p>
          ) : summary.isPending ? (
            <p role="status">{t('research.summary.loading')}</p>
          ) : summary.isError ? (
            <p role="alert" className="field__error">
              {t('research.summary.error', { message: messageOf(summary.error) })}
            </p>
          ) : (
            <DataTable
              className="research__table"
              caption={t('research.summary.caption')}
              hideCaption
              rows={summary.data.editions}
              rowKey={(row) => row.edition}
              columns={[
                { header: t('research.summary.edition'), cell: (row) => editionLabel(row.edition) },
                { header: t('research.summary.started'), cell: (row) => numbers.format(row.started) },
                { header: t('research.summary.finished'), cell: (row) => numbers.format(row.finished) },
              ]}
            />
          )}
        </section>

        <div className="field">
          <label className="field__label" htmlFor={ids.edition}>
            {t('research.filters.edition')}
          </label>
          <select id={ids.edition} {...form.register('edition')}>
            <option value="all">{t('research.filters.allEditions')}</option>
            {RESEARCH_EDITIONS.map((edition) => (
              <option key={edition} value={edition}>
                {editionLabel(edition)}
              </option>
            ))}
          </select>
        </div>

        <p className="field__hint">{t('research.download.privacy')}</p>
        <div className="research__actions">
          <button type="submit" className="button" disabled={rangeInvalid || download.isPending}>
            {t('research.download.button')}
          </button>
          <p role="status" className="research__status">
            {download.isPending
              ? t('research.download.pending')
              : download.isSuccess
                ? t('research.download.done', { fileName: download.data.fileName ?? 'research-export.csv' })
                : ''}
          </p>
        </div>
        {download.isError && (
          <p role="alert" className="field__error">
            {t('research.download.error', { message: messageOf(download.error) })}
          </p>
        )}
      </form>
    </div>
  );
}
