// The single-text De-Jargonizer (spec §2): period, file upload (15MB), a 200 px text box with a
// live word count and Clear, live colouring while typing, START, and the result panel. The
// text box keeps its text through every error (and, for the tab's session, across the
// De-Jargonizer's pages), since losing a pasted text is the worst thing a form can do.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { countWhitespaceTokens } from '@scicomm/jargon';
import { ApiError } from '../../../lib/api-client.ts';
import { gradeText } from '../api/grade-text.ts';
import { usePeriods } from '../api/get-periods.ts';
import { usePeriodDictionary } from '../api/get-period-dictionary.ts';
import type { GradingResult } from '../api/types.ts';
import { DEFAULT_PERIOD, directionOf } from '../periods.ts';
import { LivePreview } from './live-preview.tsx';
import { PeriodSelect } from './period-select.tsx';
import { ResultPanel } from './result-panel.tsx';

const TEXT_KEY = 'scicomm.deJargonizer.text';
const LIVE_KEY = 'scicomm.deJargonizer.live';
const MAX_FILE_BYTES = 15 * 1024 * 1024;

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the text stays in the page, which is what matters.
  }
}

export interface AnalyserProps {
  /** Share for a result stored for the signed-in user (the route gives the sharing feature's). */
  renderShare?: (taskId: string) => ReactNode;
}

export function Analyser({ renderShare }: AnalyserProps = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const ids = { file: useId(), text: useId(), count: useId(), live: useId() };
  const periods = usePeriods();
  const exampleText = (location.state as { text?: unknown } | null)?.text;
  const [period, setPeriod] = useState(DEFAULT_PERIOD);
  const [text, setText] = useState(() =>
    typeof exampleText === 'string' ? exampleText : (readSession(TEXT_KEY) ?? ''),
  );
  const [file, setFile] = useState<File | null>(null);
  const [live, setLive] = useState(() => readSession(LIVE_KEY) !== 'off');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GradingResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const request = useRef<AbortController | null>(null);

  const direction = directionOf(periods, period);
  const dictionary = usePeriodDictionary(period, live && text.trim() !== '');
  const periodLabel = (code: string) => {
    const found = periods.find((candidate) => candidate.code === code);
    return found?.language === 'Hebrew'
      ? t('deJargonizer.analyser.hebrew')
      : (found?.label ?? code);
  };

  useEffect(() => writeSession(TEXT_KEY, text), [text]);
  useEffect(() => writeSession(LIVE_KEY, live ? 'on' : 'off'), [live]);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const chooseFile = (chosen: File | null) => {
    setError(null);
    if (chosen && chosen.size > MAX_FILE_BYTES) {
      setError(t('deJargonizer.analyser.fileTooLarge', { name: chosen.name }));
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const removeFile = () => {
    setFile(null);
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError(null);
    setAnnouncement('');
    try {
      const graded = await gradeText({ period, text, file, signal: controller.signal });
      setResult(graded);
      setAnnouncement(t('deJargonizer.analyser.resultReady', { score: graded.score }));
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      setError(caught instanceof ApiError ? caught.message : t('error.text'));
    } finally {
      if (request.current === controller) setBusy(false);
    }
  };

  return (
    <>
      <form className="dj-card" onSubmit={submit} aria-busy={busy} noValidate>
        <PeriodSelect periods={periods} value={period} onChange={setPeriod} disabled={busy} />
        <div className="dj-field">
          <label htmlFor={ids.file}>{t('deJargonizer.analyser.file')}</label>
          <div className="dj-file">
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              name="ArticleFU"
              accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            />
            {file && (
              <>
                <span>{t('deJargonizer.analyser.fileChosen', { name: file.name })}</span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={removeFile}
                >
                  {t('deJargonizer.analyser.removeFile')}
                </button>
              </>
            )}
          </div>
          <p className="dj-hint">{t('deJargonizer.analyser.fileNote')}</p>
        </div>
        <div className="dj-field">
          <label htmlFor={ids.text}>{t('deJargonizer.analyser.text')}</label>
          <textarea
            ref={textArea}
            id={ids.text}
            name="ContentTA"
            className="dj-textarea"
            dir="auto"
            value={text}
            aria-describedby={ids.count}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="dj-text-tools">
            <span id={ids.count}>
              {t('deJargonizer.analyser.wordCount', { count: countWhitespaceTokens(text) })}
            </span>
            <label className="dj-check" htmlFor={ids.live}>
              <input
                id={ids.live}
                type="checkbox"
                checked={live}
                onChange={(event) => setLive(event.target.checked)}
              />
              {t('deJargonizer.analyser.live')}
            </label>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setText('');
                textArea.current?.focus();
              }}
            >
              {t('deJargonizer.analyser.clear')}
            </button>
          </div>
        </div>
        {live && text.trim() !== '' && (
          <LivePreview text={text} state={dictionary} direction={direction} />
        )}
        <div className="dj-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('deJargonizer.analyser.busy') : t('deJargonizer.analyser.start')}
          </button>
        </div>
        <div className="dj-error" role="alert">
          {error}
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </form>
      {result && (
        <ResultPanel
          ref={resultHeading}
          result={result}
          periodLabel={periodLabel(result.period)}
          share={result.taskId ? renderShare?.(result.taskId) : undefined}
        />
      )}
    </>
  );
}
