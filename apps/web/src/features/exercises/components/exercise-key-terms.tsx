// The writer's key terms for the coach's jargon feedback (docs/de-jargonizer.md "Key terms and
// explained terms", docs/exercises.md): up to five words or phrases the text cannot do without,
// sent with every turn; the coach does not list them as jargon to replace. Folded away until the
// writer opens it; the field (and the jargon package's key-term reading) is fetched then.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';

const KeyTermsField = lazy(async () => ({ default: (await import('../../../components/key-terms-field.tsx')).KeyTermsField }));

interface ExerciseKeyTermsProps {
  terms: readonly string[];
  onChange: (terms: string[]) => void;
  disabled?: boolean;
}

export function ExerciseKeyTerms({ terms, onChange, disabled = false }: ExerciseKeyTermsProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const [open, setOpen] = useState(terms.length > 0);
  return (
    <details className="chat__key-terms" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('exercises.keyTerms.summary')}
        {terms.length > 0 && !open && <span className="chat__key-terms-chosen">: {terms.join(', ')}</span>}
      </summary>
      {open && (
        <Suspense fallback={null}>
          <KeyTermsField terms={terms} onChange={onChange} disabled={disabled} help={t('exercises.keyTerms.help', { max: MAX_KEY_TERMS })} />
        </Suspense>
      )}
    </details>
  );
}
