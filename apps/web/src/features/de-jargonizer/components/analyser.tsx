// The single-text De-Jargonizer: one editor that is itself the coloured view. The writer types,
// pastes or loads a file into it; mid-frequency and rare words are marked in place as the text
// changes, and the counts, score and gauge beside it follow. START records the analysis on the
// server (stored for a user who saves texts) and enables Download and Share. A marked word's
// details open next to it. The text is never lost: it survives errors and, for the tab's
// session, the De-Jargonizer's other pages.
//
// A composition: the text (use-analyser-text.ts), the period (use-period-choice.ts), the key
// terms (use-analyser-terms.ts), the requests (use-analyser-requests.ts), a file's load
// (use-loaded-file.ts) and the download (use-download.ts); the parts beside the editor are
// their own components.
//
// The measure and the editor's colours (lib/live-measure.ts) come with the word list, not with the
// page: until they are in, the box shows the text plain and the word count is the page's own.
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextLines } from '@scicomm/jargon/line-analysis';
import { unmeasurableScript } from '@scicomm/jargon/text-script';
import { countWords } from '@scicomm/shared/text';
import { serverErrorTextWhenLoaded } from '../../../lib/server-message.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePeriodDictionary } from '../../../lib/de-jargonizer-api/get-period-dictionary.ts';
import type { AnalysisReply } from '../../../lib/de-jargonizer-api/types.ts';
import { useAnalyserRequests } from '../hooks/use-analyser-requests.ts';
import { useAnalyserTerms } from '../hooks/use-analyser-terms.ts';
import { useAnalyserText } from '../hooks/use-analyser-text.ts';
import { useDownload } from '../hooks/use-download.ts';
import { useLiveColours, useLiveMeasure } from '../hooks/use-live-colours.ts';
import { useLoadedFile } from '../hooks/use-loaded-file.ts';
import { usePeriodChoice } from '../hooks/use-period-choice.ts';
import { usePickedWord } from '../hooks/use-picked-word.ts';
import { AnalyserActions } from './analyser-actions.tsx';
import { AnalyserNotices, PanelJumpLink } from './analyser-notices.tsx';
import { AnalyserTextField } from './analyser-text-field.tsx';
import { AnalysisPanel } from './analysis-panel.tsx';
import { FileField } from './file-field.tsx';
import { JargonEditor, type JargonEditorHandle, type WordAtCaret } from './jargon-editor.tsx';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { LanguagePeriodControls } from './language-period-controls.tsx';
import { LazyWordPopover } from './lazy-word-popover.tsx';
import { WrappedLinesNote } from './wrapped-lines-note.tsx';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';

/**
 * When the word list (the page's largest download) is wanted: once the writer reaches the box or
 * the file field (`reached`), not when the page's copy first holds text: by then a first paste
 * would wait for it. What measuring needs besides (the measure's code, the terms') is fetched then too.
 */
function useAboutToWrite(text: string) {
  const [aboutToWrite, setAboutToWrite] = useState(false);
  return { wanted: aboutToWrite || text.trim() !== '', reached: () => setAboutToWrite(true) };
}

/**
 * The measure's code (fetched once `wanted`) and the lines the editor measured, while they are
 * those of the page's copy of the text; the word count and the script are summed from them (a
 * follow then costs what the lines cost), the count from the text itself until they are in. And
 * the colours of START's reply, shown while there is no word list to measure with.
 */
function useMeasuredText(text: string, lines: TextLines | null, wanted: boolean, recorded: AnalysisReply | null) {
  const { code: liveMeasure, failed: measureFailed, retry: retryMeasure } = useLiveMeasure(wanted);
  const measuredLines = lines?.text === text ? lines : null;
  const totals = useMemo(() => (measuredLines && liveMeasure ? liveMeasure.lineTotals(measuredLines) : null), [measuredLines, liveMeasure]);
  const wordCount = useMemo(() => totals?.whitespaceTokens ?? countWords(text), [totals, text]);
  const recordedColours = useMemo(
    () => (recorded && liveMeasure ? liveMeasure.colouredLinesOf(liveMeasure.bandedTextOf(recorded.text, recorded.bands)) : null),
    [recorded, liveMeasure],
  );
  return { liveMeasure, measureFailed, retryMeasure, measuredLines, totals, wordCount, recordedColours };
}

export interface AnalyserProps {
  /** Share for a result stored for the signed-in user (the route gives the sharing feature's). */
  renderShare?: (taskId: string) => ReactNode;
  /** The course assignment the page was opened for: each START's text is kept for the course. */
  forCourse?: CourseAssignmentRef | null;
  /** Called once START's analysis is stored (work for a course: its page asks again). */
  onStored?: (() => void) | undefined;
}

export function Analyser({ renderShare, forCourse = null, onStored }: AnalyserProps = {}) {
  const { t, i18n } = useTranslation('de-jargonizer');
  const ids = { file: useId(), text: useId(), count: useId() };
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [recorded, setRecorded] = useState<AnalysisReply | null>(null);
  const [caretWord, setCaretWord] = useState<WordAtCaret | null>(null);
  const picking = usePickedWord();
  const editor = useRef<JargonEditorHandle>(null);
  // The page is prerendered: a text typed, a file, period or key term chosen before the app runs
  // would be dropped (START waits for it too, analyser-actions.tsx).
  const hydrated = useHydrated();
  const typedText = useAnalyserText((next) => {
    picking.follow(next);
    if (next.trim() === '') setName('');
  });
  const { text } = typedText;
  const writing = useAboutToWrite(text);
  const { liveMeasure, measureFailed, retryMeasure, measuredLines, totals, wordCount, recordedColours } = useMeasuredText(text, typedText.lines, writing.wanted, recorded);
  const choice = usePeriodChoice(text, typedText.latest, totals);
  const { period } = choice;

  const wordList = usePeriodDictionary(period, writing.wanted);
  const live = useLiveColours(liveMeasure, wordList.dictionary, measuredLines);
  const recordedIsCurrent = recorded !== null && recorded.text === text && recorded.period === period;
  // A text mostly in a script no list measures (Russian, Chinese …) is told so, with no colours,
  // counts or score, rather than scored 0 (docs/de-jargonizer.md "Language from the text").
  const unmeasurable = useMemo(() => unmeasurableScript(text, totals?.letters), [text, totals]);
  const figures = unmeasurable ? null : (live.figures ?? (recordedIsCurrent ? recorded : null));
  const { keyTerms, setKeyTerms, panelTerms, editorTerms, keyTermToggle, recordedWithTheseTerms } = useAnalyserTerms({
    liveMeasure, period, recorded, recordedIsCurrent, wanted: writing.wanted,
    // The lines measured with the current dictionary (live.figures says so).
    liveLines: live.figures ? measuredLines : null,
  });
  const requests = useAnalyserRequests({
    forCourse, onStored,
    onRecorded: (reply) => {
      setRecorded(reply);
      setAnnouncement(t('deJargonizer.analyser.resultReady', { score: reply.score }));
    },
    onError: (caught) => void serverErrorTextWhenLoaded(i18n, caught, t('error.text')).then(setError),
  });
  const file = useLoadedFile({
    readFile: requests.readFile,
    latestText: typedText.latest,
    replaceText: typedText.replace,
    onLoaded: (fileName, documentName) => {
      setName(documentName);
      setAnnouncement(t('deJargonizerEditor.fileLoaded', { name: fileName }));
    },
    onUndone: () => { setName(''); editor.current?.focus(); },
    onAttempt: () => setError(null),
  });
  const { downloading, download } = useDownload(recorded, setError, t('deJargonizer.result.downloadFailed'));

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

  // A word is coloured, and so can be picked, only once the measure's code is in.
  const pick = (word: WordAtCaret, byKeyboard: boolean) => void (liveMeasure && picking.pick(word, byKeyboard, typedText.latest(), liveMeasure.sentenceAt));

  const actions = (
    <AnalyserActions
      onStart={record}
      busy={requests.busy}
      starting={requests.starting}
      progress={requests.progress}
      recorded={recorded}
      recordedIsCurrent={recordedIsCurrent}
      recordedWithTheseTerms={recordedWithTheseTerms}
      onDownload={() => void download()}
      downloading={downloading}
      share={recorded?.taskId && renderShare?.(recorded.taskId)}
      caretWord={caretWord}
      onCaretDetails={(word) => pick(editor.current?.wordAtCaret() ?? word, true)}
    />
  );

  return (
    <div className="dj-workspace">
      <div className="dj-card dj-main" aria-busy={requests.busy} onFocus={writing.reached} onPointerDown={writing.reached}>
        <LanguagePeriodControls {...choice.controls} disabled={requests.busy || !hydrated} />
        <FileField
          id={ids.file}
          input={file.input}
          disabled={requests.busy || !hydrated}
          loaded={file.loaded}
          refusal={file.refusal}
          onChoose={(chosen) => void file.choose(chosen)}
          onUndo={file.undo}
        />
        <AnalyserTextField
          id={ids.text}
          countId={ids.count}
          wordCount={wordCount}
          dictionaryStatus={wordList.status}
          colouringFailed={measureFailed}
          onRetryColouring={retryMeasure}
          onClear={() => { typedText.replace(''); file.forget(); editor.current?.focus(); }}
          afterText={<PanelJumpLink score={figures ? figures.score : null} />}
        >
          <JargonEditor
            ref={editor}
            id={ids.text}
            text={text}
            revision={typedText.revision}
            onTextChange={typedText.typed}
            onMeasured={typedText.measured}
            liveMeasure={liveMeasure}
            analyzer={unmeasurable ? null : live.analyzer}
            coloured={recordedIsCurrent ? recordedColours : null}
            terms={editorTerms}
            direction={choice.direction}
            readOnly={!hydrated}
            labelledBy={`${ids.text}-label`}
            describedBy={`${ids.count} ${ids.text}-help`}
            onPick={(word) => pick(word, false)}
            onCaret={setCaretWord}
            onDropFile={(dropped) => void file.choose(dropped)}
          />
        </AnalyserTextField>
        <WrappedLinesNote text={text} latest={typedText.latest} dictionary={wordList.dictionary} liveMeasure={liveMeasure} replace={typedText.replace} />
        <AnalyserNotices
          error={error}
          note={unmeasurable ? t('deJargonizerEditor.unmeasurable', { script: t(`deJargonizerEditor.scripts.${unmeasurable}`) }) : null}
          announcement={announcement}
        />
      </div>
      <AnalysisPanel
        figures={figures}
        terms={panelTerms}
        keyTermsField={(usesOf) => <KeyTermsField className="dj-field" terms={keyTerms} onChange={setKeyTerms} usesOf={usesOf} disabled={!hydrated} />}
        actions={actions}
        boxWordCount={wordCount}
      />
      <LazyWordPopover
        word={picking.picked}
        period={period}
        periodLabel={choice.periodLabel}
        periodIsLanguage={choice.periodIsLanguage}
        {...(recorded ? { known: recorded.alternatives } : {})}
        keyTerms={keyTermToggle}
        onClose={() => {
          picking.close();
          editor.current?.focus();
        }}
      />
    </div>
  );
}
