// The single-text De-Jargonizer: one editor that is itself the coloured view. The writer types,
// pastes or loads a file into it; mid-frequency and rare words are marked in place as the text
// changes, and the counts, score and gauge beside it follow. START records the analysis on the
// server (stored for a user who saves texts) and enables Download and Share. A marked word's
// details open next to it. The text is never lost: it survives errors and, for the tab's
// session, the De-Jargonizer's other pages.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  bandedTextOf,
  countWhitespaceTokens,
  HEBREW_PERIOD,
  MAX_KEY_TERMS,
  readKeyTerms,
  scriptOfPeriod,
  scriptOfText,
  sentenceAt,
  termMarker,
  termsOf,
  wholeTextAnalysis,
  type TextScript,
} from '@scicomm/jargon';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { directionOf, usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { downloadResult } from '../api/download-result.ts';
import { usePeriodDictionary } from '../api/queries.ts';
import type { AnalysisReply } from '../api/types.ts';
import { isAbort, useAnalyserRequests } from '../hooks/use-analyser-requests.ts';
import { LONG_TEXT, useLiveColours } from '../hooks/use-live-colours.ts';
import { readSavedText, useSavedText } from '../hooks/use-saved-text.ts';
import { useTypedText } from '../hooks/use-typed-text.ts';
import { DEFAULT_PERIOD } from '../periods.ts';
import { colouredLinesOf } from '../coloured-lines.ts';
import { AnalysisPanel, type PanelTerms } from './analysis-panel.tsx';
import { AnalysisProgress } from './analysis-progress.tsx';
import { BandLegend } from './band-legend.tsx';
import { JargonEditor, type JargonEditorHandle, type WordAtCaret } from './jargon-editor.tsx';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { withKeyTerm } from '../../../lib/key-terms.ts';
import { LanguagePeriodControls, usePeriodLabel } from './language-period-controls.tsx';
import { LazyWordPopover } from './lazy-word-popover.tsx';
import type { KeyTermToggle, PickedWord } from './word-popover.tsx';
import '../../../lib/strings/de-jargonizer.ts';

const MAX_FILE_BYTES = 15 * 1024 * 1024;

export interface AnalyserProps {
  /** Share for a result stored for the signed-in user (the route gives the sharing feature's). */
  renderShare?: (taskId: string) => ReactNode;
}

export function Analyser({ renderShare }: AnalyserProps = {}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const ids = { file: useId(), text: useId(), count: useId(), help: useId() };
  const periods = usePeriods();
  const periodLabelOf = usePeriodLabel();
  const exampleText = (location.state as { text?: unknown } | null)?.text;
  const [chosenPeriod, setChosenPeriod] = useState(DEFAULT_PERIOD);
  // The last English period the writer chose: where a Latin text goes from the Hebrew list.
  const [latinPeriod, setLatinPeriod] = useState(DEFAULT_PERIOD);
  // The script whose automatic switch the writer undid (until the text's script changes).
  const [declinedScript, setDeclinedScript] = useState<TextScript | null>(null);
  const startingText = () => (typeof exampleText === 'string' ? exampleText : (readSavedText() ?? ''));
  // The prerendered page (docs/performance.md) holds an empty editor, so hydration starts from
  // '' and the example or the tab's saved text comes in on the render right after it.
  const hydrated = useHydrated();
  const [name, setName] = useState('');
  const [loaded, setLoaded] = useState<{ fileName: string; previous: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [recorded, setRecorded] = useState<AnalysisReply | null>(null);
  const [keyTerms, setKeyTerms] = useState<string[]>([]);
  const [picked, setPicked] = useState<PickedWord | null>(null);
  const [caretWord, setCaretWord] = useState<WordAtCaret | null>(null);
  const [downloading, setDownloading] = useState(false);
  // The text a word's details were opened for: the details close once the text differs.
  const pickedIn = useRef<string | null>(null);
  const typedText = useTypedText(
    () => (hydrated ? startingText() : ''),
    (next) => {
      if (next !== pickedIn.current) setPicked(null);
      if (next.trim() === '') setName('');
    },
  );
  const { text } = typedText;
  const [restored, setRestored] = useState(hydrated);
  if (hydrated && !restored) {
    setRestored(true);
    typedText.replace(startingText());
  }
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useRef<JargonEditorHandle>(null);

  // A text is measured in the language of its script (docs/de-jargonizer.md "Language from the
  // text"): a Hebrew text against the Hebrew list, a Latin one against an English period, unless
  // the writer undid the switch; the select shows the period in use, and a note says why.
  // The script is read from the page's copy of the text (a plain loop, about 1 ms per 200 kB);
  // the editor paints a paste in another script plain until the page has switched lists.
  const textScript = useMemo(() => scriptOfText(text), [text]);
  const scriptPeriod = textScript === 'Hebrew' ? HEBREW_PERIOD : latinPeriod;
  const autoScript: TextScript | null =
    textScript !== null &&
    textScript !== declinedScript &&
    scriptOfPeriod(chosenPeriod) !== textScript &&
    periods.some((candidate) => candidate.code === scriptPeriod)
      ? textScript
      : null;
  const period = autoScript ? scriptPeriod : chosenPeriod;
  const direction = directionOf(periods, period);
  const periodLabel = periodLabelOf(periods.find((candidate) => candidate.code === period) ?? { code: period, language: '' });

  // The word list (the page's largest download) is fetched once the writer reaches the box or the
  // file field, not when the page's copy first holds text: by then a first paste would wait for it.
  const [aboutToWrite, setAboutToWrite] = useState(false);
  const dictionary = usePeriodDictionary(period, aboutToWrite || text.trim() !== '');
  // The lines the editor measured, while they are those of the page's copy of the text.
  const live = useLiveColours(dictionary.dictionary, typedText.lines?.text === text ? typedText.lines : null);
  const recordedColours = useMemo(
    () => (recorded ? colouredLinesOf(bandedTextOf(recorded.text, recorded.bands)) : null),
    [recorded],
  );
  const recordedIsCurrent = recorded !== null && recorded.text === text && recorded.period === period;
  const figures = live.figures ?? (recordedIsCurrent ? recorded : null);
  // Key terms and explained terms follow the text live up to LONG_TEXT characters; a longer text
  // gets them from START (the server's reply), as the measure's rules read the whole text.
  const keyTermsKey = readKeyTerms(keyTerms)
    .map((term) => term.key)
    .join('|');
  const recordedTermsKey = recorded ? recorded.terms.keyTerms.map((term) => term.key).join('|') : null;
  // The lines measured with the current dictionary (live.figures says so), for the whole text's words.
  const liveLines = live.figures && typedText.lines?.text === text ? typedText.lines : null;
  const panelTerms = useMemo((): PanelTerms | null => {
    if (liveLines && liveLines.text.length <= LONG_TEXT) {
      const { keyTerms: uses, explainedTerms, adjusted } = termsOf(wholeTextAnalysis(liveLines), readKeyTerms(keyTerms));
      return { terms: { keyTerms: uses, explainedTerms, adjusted }, text: liveLines.text };
    }
    return recorded && recordedIsCurrent && recordedTermsKey === keyTermsKey ? { terms: recorded.terms, text: recorded.text } : null;
  }, [liveLines, keyTerms, recorded, recordedIsCurrent, recordedTermsKey, keyTermsKey]);
  // The editor marks the key terms and the explained terms in the text; the marker is made again
  // only when the terms change, not on every follow of the text (coloured-lines.ts).
  const explainedKey = panelTerms ? panelTerms.terms.explainedTerms.map((term) => term.key).join('|') : '';
  const editorTerms = useMemo(
    () =>
      keyTermsKey === '' && explainedKey === ''
        ? null
        : termMarker(scriptOfPeriod(period), keyTermsKey === '' ? [] : keyTermsKey.split('|'), explainedKey === '' ? [] : explainedKey.split('|')),
    [period, keyTermsKey, explainedKey],
  );
  const keyTermToggle: KeyTermToggle = {
    isKeyTerm: (form) => readKeyTerms(keyTerms).some((term) => term.key === form),
    canAdd: keyTerms.length < MAX_KEY_TERMS,
    toggle: (word) => {
      const known = readKeyTerms(keyTerms).find((term) => term.key === word.form);
      if (known) {
        setKeyTerms(keyTerms.filter((term) => term !== known.term));
        return;
      }
      const next = withKeyTerm(keyTerms, word.written);
      if ('terms' in next) setKeyTerms(next.terms);
    },
  };

  useSavedText(text, restored, typedText.latest);
  useEffect(() => {
    setDeclinedScript((declined) => (declined === textScript ? declined : null));
  }, [textScript]);

  const wordCount = useMemo(() => countWhitespaceTokens(text), [text]);

  /** The page puts another text in the editor. */
  const changeText = typedText.replace;

  const requests = useAnalyserRequests({
    onRecorded: (reply) => {
      setRecorded(reply);
      setAnnouncement(t('deJargonizer.analyser.resultReady', { score: reply.score }));
    },
    onError: (caught) => setError(serverErrorText(i18n, caught, t('error.text'))),
  });
  const { busy } = requests;

  const record = () => {
    requests.cancel();
    setError(null);
    setAnnouncement('');
    // The page's copy of the text may be a keystroke behind the box.
    const boxText = typedText.latest();
    if (boxText.trim() === '') {
      setError(t('deJargonizerEditor.emptyText'));
      editor.current?.focus();
      return;
    }
    requests.record({ period, text: boxText, name, keyTerms });
  };

  const chooseFile = async (file: File | null) => {
    setError(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError(t('deJargonizer.analyser.fileTooLarge', { name: file.name }));
      return;
    }
    try {
      const reply = await requests.readFile(file);
      setLoaded({ fileName: file.name, previous: typedText.latest() });
      changeText(reply.text);
      setName(reply.name);
      setAnnouncement(t('deJargonizerEditor.fileLoaded', { name: file.name }));
    } catch (caught) {
      if (isAbort(caught)) return;
      setError(serverErrorText(i18n, caught, t('error.text')));
    }
  };

  const undoFile = () => {
    if (!loaded) return;
    changeText(loaded.previous);
    setName('');
    setLoaded(null);
    editor.current?.focus();
  };

  const download = async () => {
    if (!recorded) return;
    setDownloading(true);
    setError(null);
    try {
      await downloadResult(recorded);
    } catch {
      setError(t('deJargonizer.result.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const pick = (word: WordAtCaret, byKeyboard: boolean) => {
    pickedIn.current = typedText.latest();
    setPicked({
      form: word.form,
      written: word.written,
      band: word.band,
      anchor: word.anchor,
      byKeyboard,
      // The simpler words then fit the sense the word has in its sentence.
      sentence: sentenceAt(typedText.latest(), word.start),
    });
  };

  const scriptNote = autoScript ? (
    <p className="dj-note" role="status">
      {t(autoScript === 'Hebrew' ? 'deJargonizerEditor.hebrewDetected' : 'deJargonizerEditor.latinDetected')}{' '}
      <button type="button" className="dj-link-button" onClick={() => setDeclinedScript(autoScript)}>
        {t(autoScript === 'Hebrew' ? 'deJargonizerEditor.useEnglish' : 'deJargonizerEditor.useHebrew')}
      </button>
    </p>
  ) : null;

  const actions = (
    <div className="dj-panel__actions">
      <button type="button" className="button" onClick={record} disabled={busy} aria-describedby={ids.help}>
        {requests.starting ? t('deJargonizer.analyser.busy') : t('deJargonizer.analyser.start')}
      </button>
      <p id={ids.help} className="dj-hint">
        {t('deJargonizerEditor.startHelp')}
      </p>
      <AnalysisProgress progress={requests.progress} />
      {recorded && (!recordedIsCurrent || recordedTermsKey !== keyTermsKey) && (
        <p className="dj-note">{t('deJargonizerEditor.changedSinceStart')}</p>
      )}
      {recorded && recordedIsCurrent && (
        <p className="dj-note dj-note--ok">{t('deJargonizerEditor.recorded', { score: recorded.score })}</p>
      )}
      <div className="dj-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={download}
          disabled={!recorded || downloading}
          aria-busy={downloading}
        >
          {downloading ? t('deJargonizer.result.downloading') : t('deJargonizer.result.download')}
        </button>
        {recorded?.taskId && renderShare?.(recorded.taskId)}
      </div>
      {caretWord && (
        <p className="dj-caret-word">
          {t('deJargonizerEditor.atCaret', { word: caretWord.written, band: t(`deJargonizer.band.${caretWord.band}`) })}{' '}
          <button type="button" className="dj-link-button" onClick={() => pick(editor.current?.wordAtCaret() ?? caretWord, true)}>
            {t('deJargonizerEditor.details')}
          </button>
        </p>
      )}
    </div>
  );

  return (
    <div className="dj-workspace">
      <div className="dj-card dj-main" aria-busy={busy} onFocus={() => setAboutToWrite(true)} onPointerDown={() => setAboutToWrite(true)}>
        <LanguagePeriodControls
          periods={periods}
          value={period}
          onChange={(code) => {
            setChosenPeriod(code);
            if (periods.find((candidate) => candidate.code === code)?.language === 'English') setLatinPeriod(code);
            // Choosing the other script's list for this text is the writer's decision (the text
            // in the box: the page's copy may not have caught up with a Clear or a paste yet).
            const boxScript = scriptOfText(typedText.latest());
            setDeclinedScript(boxScript !== null && scriptOfPeriod(code) !== boxScript ? boxScript : null);
          }}
          disabled={busy}
          note={scriptNote}
        />
        <div className="dj-field">
          <label htmlFor={ids.file}>{t('deJargonizer.analyser.file')}</label>
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            name="ArticleFU"
            disabled={busy}
            accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
          />
          <p className="dj-hint">{t('deJargonizerEditor.fileNote')}</p>
          {loaded && (
            <p className="dj-note">
              {t('deJargonizerEditor.fileReplaced', { name: loaded.fileName })}{' '}
              {loaded.previous.trim() !== '' && (
                <button type="button" className="dj-link-button" onClick={undoFile}>
                  {t('deJargonizerEditor.undo')}
                </button>
              )}
            </p>
          )}
        </div>
        <div className="dj-field">
          <label htmlFor={ids.text}>{t('deJargonizerEditor.textLabel')}</label>
          <BandLegend terms={['key', 'explained']} />
          <p className="dj-hint" id={`${ids.text}-help`}>
            {t('deJargonizerEditor.textHelp')}
          </p>
          <JargonEditor
            ref={editor}
            id={ids.text}
            text={text}
            revision={typedText.revision}
            onTextChange={typedText.typed}
            onMeasured={typedText.measured}
            analyzer={live.analyzer}
            coloured={recordedIsCurrent ? recordedColours : null}
            terms={editorTerms}
            direction={direction}
            describedBy={`${ids.count} ${ids.text}-help`}
            onPick={(word) => pick(word, false)}
            onCaret={setCaretWord}
          />
          <div className="dj-text-tools">
            <span id={ids.count}>
              {t('deJargonizer.analyser.wordCount', { count: wordCount })}
            </span>
            {dictionary.status === 'loading' && <span className="dj-status">{t('deJargonizer.live.loading')}</span>}
            {dictionary.status === 'error' && <span className="dj-status">{t('deJargonizer.live.failed')}</span>}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                changeText('');
                setLoaded(null);
                editor.current?.focus();
              }}
            >
              {t('deJargonizer.analyser.clear')}
            </button>
          </div>
        </div>
        <div className="dj-error" role="alert">
          {error}
        </div>
        {/* Phones: the figures and START come after the whole text; this link stays at the
            bottom of the screen while the text is in view and takes the writer there. */}
        <a className="dj-jump" href="#dj-panel-title">
          {figures ? t('deJargonizerEditor.jumpToPanel', { score: figures.score }) : t('deJargonizerEditor.jumpToPanelEmpty')}
        </a>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
      <AnalysisPanel
        figures={figures}
        terms={panelTerms}
        keyTermsField={(usesOf) => <KeyTermsField className="dj-field" terms={keyTerms} onChange={setKeyTerms} usesOf={usesOf} />}
        actions={actions}
      />
      <LazyWordPopover
        word={picked}
        period={period}
        periodLabel={periodLabel}
        {...(recorded ? { known: recorded.alternatives } : {})}
        keyTerms={keyTermToggle}
        onClose={() => {
          setPicked(null);
          editor.current?.focus();
        }}
      />
    </div>
  );
}
