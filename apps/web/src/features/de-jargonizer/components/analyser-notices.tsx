// Below the Analyser's text: what went wrong and what screen readers are told (a result is ready,
// a file was loaded); and the phones' link to the figures, which the text field places.
import { useTranslation } from 'react-i18next';

interface AnalyserNoticesProps {
  error: string | null;
  /** Why the text has no figures (a script no list measures), or null. */
  note?: string | null;
  announcement: string;
}

export function AnalyserNotices({ error, note = null, announcement }: AnalyserNoticesProps) {
  return (
    <>
      <div className="dj-error" role="alert">
        {error}
      </div>
      {note && (
        <p className="dj-note" role="status" data-testid="unmeasurable-note">
          {note}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}

/**
 * Phones: the figures and START come after the whole text; this link stays at the bottom of the
 * screen while the text is in view and takes the writer there. It comes right after the text, before
 * its word count and Clear: a sticky link covers only what comes before it, never Clear.
 */
export function PanelJumpLink({ score }: { score: number | null }) {
  const { t } = useTranslation('de-jargonizer');
  return (
    <a className="dj-jump" href="#dj-panel-title">
      <span>{score === null ? t('deJargonizerEditor.jumpToPanelEmpty') : t('deJargonizerEditor.jumpToPanel', { score })}</span>
      {/* The room of the longest label, kept from the start: a narrow screen wraps the label
          with a score to a second line, and the figures and START below it moved down when
          the score came (a press on START missed it). Hidden, so not part of the link's name. */}
      <span className="dj-jump__room">{t('deJargonizerEditor.jumpToPanel', { score: 100 })}</span>
    </a>
  );
}
