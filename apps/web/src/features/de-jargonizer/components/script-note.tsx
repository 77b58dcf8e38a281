// The note beside the period select when the page switched lists for the text's script, with
// the button that undoes the switch.
import { useTranslation } from 'react-i18next';
import type { TextScript } from '@scicomm/jargon/text-script';

const DETECTED = { Hebrew: 'deJargonizerEditor.hebrewDetected', Arabic: 'deJargonizerEditor.arabicDetected', Latin: 'deJargonizerEditor.latinDetected' } as const;
/** The button that goes back to the list the writer chose. */
const UNDO = { Latin: 'deJargonizerEditor.useEnglish', Hebrew: 'deJargonizerEditor.useHebrew', Arabic: 'deJargonizerEditor.useArabic' } as const;

/** `chosenScript`: the script of the period the writer chose, which the note's button goes back to. */
export function ScriptNote({ script, chosenScript = 'Latin', onDecline }: { script: TextScript | null; chosenScript?: TextScript; onDecline: (script: TextScript) => void }) {
  const { t } = useTranslation('de-jargonizer');
  if (!script) return null;
  // With no other choice known, a Latin text goes back to the Hebrew list, a Hebrew or Arabic one to English.
  const back = chosenScript === script ? (script === 'Latin' ? 'Hebrew' : 'Latin') : chosenScript;
  return (
    <p className="dj-note" role="status">
      {t(DETECTED[script])}{' '}
      <button type="button" className="link-button" onClick={() => onDecline(script)}>
        {t(UNDO[back])}
      </button>
    </p>
  );
}
