// The writer's key terms (docs/de-jargonizer.md "Key terms and explained terms"): up to five
// words or phrases the text cannot do without, typed here (or, in the De-Jargonizer, marked from
// a word's popover); they are left out of the adjusted score. Each can be removed again. The
// De-Jargonizer, Multiple Texts, Compare and the exercises with jargon feedback show the same field.
// A term is read as the measure reads words (lib/key-term-check.ts, with the jargon package's
// tokenizer): that code is fetched when the writer first focuses the field, not with the page,
// so Compare and Multiple Texts leave the measure out of their first visit (docs/performance.md).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';
import type { KeyTermProblem, withKeyTerm as WithKeyTerm } from '../lib/key-term-check.ts';

/** The check, once fetched: then a term is added at once, as the writer presses Enter. */
let loadedCheck: typeof WithKeyTerm | null = null;
let loadingCheck: Promise<typeof WithKeyTerm> | null = null;

function loadCheck(): Promise<typeof WithKeyTerm> {
  loadingCheck ??= import('../lib/key-term-check.ts').then(
    (module) => (loadedCheck = module.withKeyTerm),
    (error: unknown) => {
      // A failed fetch (the connection dropped) is tried again on the next use.
      loadingCheck = null;
      throw error;
    },
  );
  return loadingCheck;
}

interface KeyTermsFieldProps {
  terms: readonly string[];
  onChange: (terms: string[]) => void;
  disabled?: boolean;
  /** The host form's field class, for its spacing and label style. */
  className?: string;
  /**
   * How often the text uses a term, when known (the De-Jargonizer's panel): shown beside the
   * term, so the panel lists its key terms once, here, under the one "Key terms" label.
   */
  usesOf?: (term: string) => number | undefined;
  /** The hint under the label, when the page's differs (the exercises have no adjusted score). */
  help?: string;
}

export function KeyTermsField({ terms, onChange, disabled = false, className, usesOf, help }: KeyTermsFieldProps) {
  const { t } = useTranslation('key-terms');
  const ids = { input: useId(), help: useId(), problem: useId() };
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<KeyTermProblem | 'unavailable' | null>(null);
  const addWith = (check: typeof WithKeyTerm) => {
    const next = check(terms, draft);
    if ('problem' in next) {
      setProblem(next.problem);
      return;
    }
    setProblem(null);
    setDraft('');
    onChange(next.terms);
  };
  const add = () => {
    if (loadedCheck) addWith(loadedCheck);
    // Not fetched yet (a click on Add without focusing the field first): added when it arrives;
    // if it cannot be fetched, the term stays typed in the field for another try, and the writer
    // is told so (a click that did nothing at all was what an end-to-end run once saw).
    else loadCheck().then(addWith, () => setProblem('unavailable'));
  };
  return (
    <div className={className ? `key-terms-field ${className}` : 'key-terms-field'}>
      <label htmlFor={ids.input}>{t('keyTermsField.fieldLabel')}</label>
      <p className="key-terms-field__hint" id={ids.help}>
        {help ?? t('keyTermsField.fieldHelp', { max: MAX_KEY_TERMS })}
      </p>
      <div className="key-terms-field__add">
        <input
          id={ids.input}
          type="text"
          value={draft}
          disabled={disabled}
          maxLength={MAX_KEY_TERM_LENGTH + 20}
          aria-describedby={problem ? `${ids.help} ${ids.problem}` : ids.help}
          aria-invalid={problem !== null}
          onFocus={() => void loadCheck().catch(() => undefined)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the term; it must not submit the form around the field.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button--secondary button--small" onClick={add} disabled={disabled}>
          {t('keyTermsField.add')}
        </button>
      </div>
      {problem && (
        <p id={ids.problem} className="key-terms-field__problem" role="alert">
          {t(`keyTermsField.${problem}`, { max: MAX_KEY_TERMS, length: MAX_KEY_TERM_LENGTH })}
        </p>
      )}
      {terms.length > 0 && (
        <ul className="key-terms-field__list" aria-label={t('keyTermsField.listLabel')}>
          {terms.map((term) => {
            const uses = usesOf?.(term);
            return (
            <li key={term} className="key-terms-field__term">
              <span>{uses === undefined ? term : t('keyTermsField.termUses', { term, uses })}</span>
              <button
                type="button"
                className="link-button"
                disabled={disabled}
                aria-label={t('keyTermsField.removeNamed', { term })}
                onClick={() => onChange(terms.filter((known) => known !== term))}
              >
                {t('keyTermsField.remove')}
              </button>
            </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
