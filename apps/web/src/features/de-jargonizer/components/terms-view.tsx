// Under the figures: the score without key terms and explained terms, then the key terms and
// the explained terms listed apart (docs/de-jargonizer.md "Key terms and explained terms"). A
// term explained only after an earlier use says where that use is.
import { useTranslation } from 'react-i18next';
import type { Terms } from '../../../lib/de-jargonizer-api/types.ts';

/** A few words of the text around an offset. */
function excerptAt(text: string, offset: number): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, offset - 30)) + 1);
  const end = text.indexOf(' ', Math.min(text.length, offset + 40));
  const piece = text.slice(start, end < 0 ? text.length : end).replace(/\s+/gu, ' ').trim();
  return `${start > 0 ? '…' : ''}${piece}${end < 0 ? '' : '…'}`;
}

interface TermsViewProps {
  terms: Terms;
  score: number;
  text: string;
  /**
   * Where the key terms are: listed here under their heading ('listed'), in the key-terms field
   * that follows, which lists them with their uses ('in-field': the De-Jargonizer's panel, so
   * "Key terms" is said once), or nowhere, for an analysis stored before key terms were stored
   * with it ('not-stored').
   */
  keyTermsShown?: 'listed' | 'in-field' | 'not-stored';
}

export function TermsView({ terms, score, text, keyTermsShown = 'listed' }: TermsViewProps) {
  const withKeyTerms = keyTermsShown !== 'not-stored';
  const { t } = useTranslation('de-jargonizer');
  return (
    <div className="dj-terms">
      <p className="dj-score dj-score--adjusted">
        {t('deJargonizerEditor.terms.adjustedScore', { score: terms.adjusted.score })}
      </p>
      <p className="dj-hint">
        {withKeyTerms
          ? terms.adjusted.score === score
            ? t('deJargonizerEditor.terms.adjustedSame')
            : t('deJargonizerEditor.terms.adjustedHelp', { original: score })
          : t('deJargonizerEditor.terms.adjustedStored', { original: score })}
      </p>
      {keyTermsShown === 'listed' && (
        <>
          <h3 className="dj-terms__heading">{t('deJargonizerEditor.terms.keyTermsTitle')}</h3>
          {terms.keyTerms.length === 0 ? (
            <p className="dj-hint">{t('deJargonizerEditor.terms.noKeyTerms')}</p>
          ) : (
            <ul className="dj-terms__list">
              {terms.keyTerms.map((term) => (
                <li key={term.key} className="dj-key-term-name">
                  {t('deJargonizerEditor.terms.keyTermUses', { term: term.term, uses: term.uses })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <h3 className="dj-terms__heading">{t('deJargonizerEditor.terms.explainedTitle')}</h3>
      {terms.explainedTerms.length === 0 ? (
        <p className="dj-hint">{t('deJargonizerEditor.terms.noExplained')}</p>
      ) : (
        <ul className="dj-terms__list">
          {terms.explainedTerms.map((term) => (
            <li key={term.key}>
              <span className="dj-explained-term">{term.term}</span>
              {': '}
              {t('deJargonizerEditor.terms.explainedAs', { explanation: term.explanation })}
              {!term.explainedAtFirstUse && (
                <span className="dj-note dj-terms__late">
                  {t('deJargonizerEditor.terms.explainedLate', { excerpt: excerptAt(text, term.firstUseAt) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
