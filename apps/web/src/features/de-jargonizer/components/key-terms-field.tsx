// The writer's key terms (docs/de-jargonizer.md "Key terms and explained terms"): up to five
// words or phrases the text cannot do without, typed here or marked from a word's popover; they
// are left out of the adjusted score. Each can be removed again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS, readKeyTerms } from '@scicomm/jargon';
import '../../../lib/strings/de-jargonizer.ts';

interface KeyTermsFieldProps {
  terms: readonly string[];
  onChange: (terms: string[]) => void;
}

/** The terms with `term` added, or why it cannot be: a message key. */
export function withKeyTerm(terms: readonly string[], term: string): { terms: string[] } | { problem: string } {
  const trimmed = term.trim();
  if (trimmed === '') return { problem: 'deJargonizerEditor.terms.empty' };
  if (trimmed.length > MAX_KEY_TERM_LENGTH) return { problem: 'deJargonizerEditor.terms.tooLong' };
  const [read] = readKeyTerms([trimmed]);
  if (!read) return { problem: 'deJargonizerEditor.terms.noWord' };
  if (readKeyTerms(terms).some((known) => known.key === read.key)) return { problem: 'deJargonizerEditor.terms.already' };
  if (terms.length >= MAX_KEY_TERMS) return { problem: 'deJargonizerEditor.terms.tooMany' };
  return { terms: [...terms, trimmed] };
}

export function KeyTermsField({ terms, onChange }: KeyTermsFieldProps) {
  const { t } = useTranslation();
  const ids = { input: useId(), help: useId(), problem: useId() };
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const next = withKeyTerm(terms, draft);
    if ('problem' in next) {
      setProblem(next.problem);
      return;
    }
    setProblem(null);
    setDraft('');
    onChange(next.terms);
  };
  return (
    <div className="dj-field dj-key-terms">
      <label htmlFor={ids.input}>{t('deJargonizerEditor.terms.fieldLabel')}</label>
      <p className="dj-hint" id={ids.help}>
        {t('deJargonizerEditor.terms.fieldHelp', { max: MAX_KEY_TERMS })}
      </p>
      <div className="dj-key-terms__add">
        <input
          id={ids.input}
          type="text"
          value={draft}
          maxLength={MAX_KEY_TERM_LENGTH + 20}
          aria-describedby={problem ? `${ids.help} ${ids.problem}` : ids.help}
          aria-invalid={problem !== null}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button--secondary button--small" onClick={add}>
          {t('deJargonizerEditor.terms.add')}
        </button>
      </div>
      {problem && (
        <p id={ids.problem} className="dj-error" role="alert">
          {t(problem, { max: MAX_KEY_TERMS, length: MAX_KEY_TERM_LENGTH })}
        </p>
      )}
      {terms.length > 0 && (
        <ul className="dj-key-terms__list" aria-label={t('deJargonizerEditor.terms.keyTermsTitle')}>
          {terms.map((term) => (
            <li key={term} className="dj-key-term">
              <span>{term}</span>
              <button
                type="button"
                className="dj-link-button"
                aria-label={t('deJargonizerEditor.terms.removeNamed', { term })}
                onClick={() => onChange(terms.filter((known) => known !== term))}
              >
                {t('deJargonizerEditor.terms.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
