// The note beside the period select when the page switched lists for the text's script, with
// the button that undoes the switch.
import { useTranslation } from 'react-i18next';
import type { TextScript } from '@scicomm/jargon/text-script';

export function ScriptNote({ script, onDecline }: { script: TextScript | null; onDecline: (script: TextScript) => void }) {
  const { t } = useTranslation('de-jargonizer');
  if (!script) return null;
  return (
    <p className="dj-note" role="status">
      {t(script === 'Hebrew' ? 'deJargonizerEditor.hebrewDetected' : 'deJargonizerEditor.latinDetected')}{' '}
      <button type="button" className="link-button" onClick={() => onDecline(script)}>
        {t(script === 'Hebrew' ? 'deJargonizerEditor.useEnglish' : 'deJargonizerEditor.useHebrew')}
      </button>
    </p>
  );
}
