// Multiple Texts (docs/product.md §2 "Group grading"): several .txt/.docx files (15MB in total) with an
// upload progress bar, then Results.csv to save and the same rows as a sortable table. The form
// (group-grading-form.tsx: react-hook-form and zod) comes when it can be used; a problem with the
// files is said under them and the cursor goes there.
import { useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scriptOfPeriod } from '@scicomm/jargon/text-script';
import { serverErrorText, serverMessage } from '../../../lib/server-message.ts';
import { usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useFormCode } from '../../../lib/use-form-code.ts';
import { gradeGroup, type GroupResult } from '../../../lib/de-jargonizer-api/grade-group.ts';
import type { GroupRow } from '../../../lib/de-jargonizer-api/types.ts';
import type { GroupForm } from '../lib/group-form.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { GROUP_FIELDS_LOCKED, GroupGradingFields, type GroupPhase } from './group-grading-fields.tsx';

// The form's code (react-hook-form, zod, the check) comes when the form can be used.
const loadForm = () => import('./group-grading-form.tsx');

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
  const periods = usePeriods();
  const formCode = useFormCode(loadForm);
  const [phase, setPhase] = useState<GroupPhase>('idle');
  const grading = useMutation({ mutationFn: gradeGroup });
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GroupResult | null>(null);
  const tableHeading = useRef<HTMLHeadingElement>(null);

  const grade = async ({ files, period, keyTerms }: GroupForm) => {
    setError(null);
    setPhase('uploading');
    setProgress(0);
    try {
      const graded = await grading.mutateAsync({
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
  const shown = { periods, phase, progress, error, onFilesChosen: () => setError(null) };

  return (
    <>
      {formCode ? (
        <formCode.GroupGradingForm {...shown} onSend={(sent) => void grade(sent)} />
      ) : (
        <GroupGradingFields fields={GROUP_FIELDS_LOCKED} {...shown} />
      )}
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
