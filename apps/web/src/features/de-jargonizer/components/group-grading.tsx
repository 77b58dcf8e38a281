// Multiple Texts (docs/product.md §2 "Group grading"): several .txt/.docx files (15MB in total) with an
// upload progress bar, then Results.csv to save and the same rows as a sortable table. The form's
// fields live in the tools' light form hook (lib/checked-form.ts): a problem with the files is
// said under them and the cursor goes there.
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { serverErrorText, serverMessage } from '../../../lib/server-message.ts';
import { usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCheckedForm, type Messages } from '../../../lib/checked-form.ts';
import { gradeGroup, type GroupResult } from '../../../lib/de-jargonizer-api/grade-group.ts';
import type { GroupRow } from '../../../lib/de-jargonizer-api/types.ts';
import { DEFAULT_PERIOD } from '../lib/periods.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { LanguagePeriodControls } from './language-period-controls.tsx';

const MAX_TOTAL_BYTES = 15 * 1024 * 1024;

interface GroupForm {
  period: string;
  files: File[];
  /** Left out of every file's adjusted score; nothing to check. */
  keyTerms: string[];
}

/** At least one file, 15 MB in all (the server checks again). */
function checkGroup(values: GroupForm): Messages<GroupForm> {
  if (values.files.length === 0) return { files: 'deJargonizer.group.noFiles' };
  if (values.files.reduce((sum, file) => sum + file.size, 0) > MAX_TOTAL_BYTES)
    return { files: 'deJargonizer.group.tooLarge' };
  return {};
}

type SortKey =
  | 'fileName'
  | 'commonPercent'
  | 'midPercent'
  | 'rarePercent'
  | 'score'
  | 'adjustedScore'
  | 'words'
  | 'error';

export function GroupGrading() {
  const { t, i18n } = useTranslation(['de-jargonizer', 'server-errors']);
  const ids = { files: useId(), progress: useId() };
  const periods = usePeriods();
  const form = useCheckedForm<GroupForm>(
    () => ({ period: DEFAULT_PERIOD, files: [], keyTerms: [] }),
    checkGroup,
    ['files'],
  );
  const { values, messages } = form;
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'grading'>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GroupResult | null>(null);
  const tableHeading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();

  const grade = async ({ files, period, keyTerms }: GroupForm) => {
    setError(null);
    setPhase('uploading');
    setProgress(0);
    try {
      const graded = await gradeGroup({
        files,
        period,
        keyTerms,
        onProgress: (fraction) => {
          setProgress(Math.round(fraction * 100));
          if (fraction >= 1) setPhase('grading');
        },
      });
      setResult(graded);
      requestAnimationFrame(() => tableHeading.current?.focus());
    } catch (caught) {
      setError(serverErrorText(i18n, caught, t('error.text')));
    } finally {
      setPhase('idle');
    }
  };
  const submit = form.submit((sent) => void grade(sent));
  const filesMessage = messages.files;

  const busy = phase !== 'idle';
  // The page is prerendered: files chosen before the app runs would sit in the input unknown to
  // the form. Until then nothing takes a choice.
  const locked = busy || !hydrated;
  return (
    <>
      <form className="dj-card" onSubmit={submit} aria-busy={busy} noValidate>
        <LanguagePeriodControls
          periods={periods}
          value={values.period}
          onChange={(period) => form.set('period', period)}
          disabled={locked}
        />
        <div className="dj-field">
          <label htmlFor={ids.files}>{t('deJargonizer.group.files')}</label>
          <input
            id={ids.files}
            type="file"
            name="ArticlesGroupFU"
            multiple
            disabled={locked}
            accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            ref={form.field('files')}
            aria-invalid={filesMessage ? true : undefined}
            aria-describedby={filesMessage ? `${ids.files}-error` : undefined}
            onChange={(event) => {
              setError(null);
              form.set('files', Array.from(event.target.files ?? []));
            }}
          />
          {values.files.length > 0 && (
            <p className="dj-hint">
              {t('deJargonizer.group.chosen', { count: values.files.length })}
            </p>
          )}
          {filesMessage && (
            <p id={`${ids.files}-error`} className="dj-field-error">
              {t(filesMessage)}
            </p>
          )}
        </div>
        {/* Left out of every file's adjusted score (docs/de-jargonizer.md "Key terms and explained terms"). */}
        <KeyTermsField
          className="dj-field"
          terms={values.keyTerms}
          onChange={(terms) => form.set('keyTerms', terms)}
          disabled={locked}
        />
        <div className="dj-actions">
          <button type="submit" className="button" disabled={locked}>
            {t('deJargonizer.group.start')}
          </button>
        </div>
        {busy && (
          <div className="dj-progress">
            <progress
              id={ids.progress}
              max={100}
              value={phase === 'grading' ? undefined : progress}
              aria-label={t('deJargonizer.group.progress')}
            />
            <span role="status">
              {phase === 'grading'
                ? t('deJargonizer.group.grading')
                : t('deJargonizer.group.uploading', { percent: progress })}
            </span>
          </div>
        )}
        <div className="dj-error" role="alert">
          {error}
        </div>
      </form>
      {result && (
        <section className="dj-card" aria-labelledby="dj-group-results">
          <h2 id="dj-group-results" ref={tableHeading} tabIndex={-1}>
            {t('deJargonizer.group.table')}
          </h2>
          <p role="status">{t('deJargonizer.group.done', { count: result.rows.length })}</p>
          <OwnScriptNote result={result} />
          <div className="dj-actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                saveBlob(new Blob([result.csv], { type: 'text/csv;charset=utf-8' }), 'Results.csv')
              }
            >
              {t('deJargonizer.group.download')}
            </button>
          </div>
          <GroupResultsTable rows={result.rows} />
        </section>
      )}
    </>
  );
}

/**
 * Which files were measured with their own script's list rather than the chosen period (a Hebrew
 * file in an English group, docs/de-jargonizer.md "Language from the text"), so no file's list
 * changes unseen.
 */
function OwnScriptNote({ result }: { result: GroupResult }) {
  const { t } = useTranslation(['de-jargonizer', 'server-errors']);
  const moved = result.rows.filter((row) => row.period && row.period !== result.period);
  if (moved.length === 0) return null;
  const hebrew = moved
    .filter((row) => row.period && scriptOfPeriod(row.period) === 'Hebrew')
    .map((row) => row.fileName);
  const arabic = moved
    .filter((row) => row.period && scriptOfPeriod(row.period) === 'Arabic')
    .map((row) => row.fileName);
  const latin = moved
    .filter((row) => row.period && scriptOfPeriod(row.period) === 'Latin')
    .map((row) => row.fileName);
  return (
    <>
      {hebrew.length > 0 && (
        <p className="dj-note">
          {t('deJargonizer.group.ownScriptHebrew', { files: hebrew.join(', ') })}
        </p>
      )}
      {arabic.length > 0 && (
        <p className="dj-note">
          {t('deJargonizer.group.ownScriptArabic', { files: arabic.join(', ') })}
        </p>
      )}
      {latin.length > 0 && (
        <p className="dj-note">
          {t('deJargonizer.group.ownScriptLatin', { files: latin.join(', ') })}
        </p>
      )}
    </>
  );
}

function GroupResultsTable({ rows }: { rows: readonly GroupRow[] }) {
  const { t, i18n } = useTranslation(['de-jargonizer', 'server-errors']);
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean } | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const value = (row: GroupRow) => row[sort.key] ?? null;
    return [...rows].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      // Rows without a value (files with an error) go last whatever the direction.
      if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right));
      return sort.ascending ? order : -order;
    });
  }, [rows, sort]);

  const columns: { key: SortKey; label: string; numeric: boolean }[] = [
    { key: 'fileName', label: t('deJargonizer.group.columns.fileName'), numeric: false },
    { key: 'commonPercent', label: t('deJargonizer.group.columns.common'), numeric: true },
    { key: 'midPercent', label: t('deJargonizer.group.columns.mid'), numeric: true },
    { key: 'rarePercent', label: t('deJargonizer.group.columns.rare'), numeric: true },
    { key: 'score', label: t('deJargonizer.group.columns.score'), numeric: true },
    // Beside the original score: without the terms each file explains (docs/de-jargonizer.md).
    { key: 'adjustedScore', label: t('deJargonizer.group.columns.adjustedScore'), numeric: true },
    { key: 'words', label: t('deJargonizer.group.columns.words'), numeric: true },
    { key: 'error', label: t('deJargonizer.group.columns.error'), numeric: false },
  ];
  const cell = (percent: number | null, count: number | null) =>
    percent === null || count === null ? '' : t('deJargonizer.group.cell', { percent, count });

  return (
    <div className="dj-table-wrap">
      <p className="dj-hint">{t('deJargonizer.group.sortHint')}</p>
      <table className="dj-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const current = sort?.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'dj-num' : undefined}
                  aria-sort={current ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="dj-sort"
                    onClick={() =>
                      setSort({ key: column.key, ascending: current ? !sort.ascending : true })
                    }
                  >
                    {column.label}
                    <span aria-hidden="true">{current ? (sort.ascending ? '▲' : '▼') : '↕'}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, index) => (
            <tr key={`${row.fileName}-${index}`} className={row.error ? 'dj-row-error' : undefined}>
              <th scope="row">{row.fileName}</th>
              <td className="dj-num">{cell(row.commonPercent, row.common)}</td>
              <td className="dj-num">{cell(row.midPercent, row.mid)}</td>
              <td className="dj-num">{cell(row.rarePercent, row.rare)}</td>
              <td className="dj-num">{row.score ?? ''}</td>
              <td className="dj-num">{row.adjustedScore ?? ''}</td>
              <td className="dj-num">{row.words ?? ''}</td>
              <td>{row.error === null ? '' : serverMessage(i18n, row.errorCode, row.error)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
