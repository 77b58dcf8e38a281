// A marked word's details, next to the word: its band in the chosen period, its sure replacements
// or, where none is sure, that it is a term readers may not know with its dictionary meanings for
// the writer to pick from — a Hebrew or Arabic word's from its language's wordnet, each text in its own
// language (docs/de-jargonizer.md "How a suggestion is chosen") — and its BBC
// frequency per year (English periods). A Radix popover anchored on the word's place in
// the editor: it flips and shifts to stay inside the window (phones included), Escape or a
// click elsewhere closes it, and focus goes back to the text.
import { useId, useRef } from 'react';
import { MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useWordDetails } from '../../../lib/de-jargonizer-api/get-word-details.ts';
import type { Alternative, WordnetSense } from '../../../lib/de-jargonizer-api/types.ts';
import { isEnglishPeriod } from '../lib/periods.ts';
import type { WordAnchor } from './jargon-editor.tsx';
import { FrequencyChart } from './frequency-chart.tsx';

export interface PickedWord {
  /** The lookup form (lowercase), e.g. "epigenetics". */
  form: string;
  /** As written in the text. */
  written: string;
  band: 'mid' | 'rare';
  /** Where the word is drawn (a range over it in the editor). */
  anchor: WordAnchor;
  /** Opened from the keyboard: focus moves into the popover. */
  byKeyboard: boolean;
  /** The sentence the word stands in: the simpler words fit the sense it has there. */
  sentence?: string;
}

/** Marking the picked word as a key term, or unmarking it. */
export interface KeyTermToggle {
  isKeyTerm: (form: string) => boolean;
  /** false when five key terms are marked already. */
  canAdd: boolean;
  toggle: (word: PickedWord) => void;
}

interface WordPopoverProps {
  word: PickedWord | null;
  period: string;
  periodLabel: string;
  /** `periodLabel` names a language's one list (Hebrew, Arabic), not years: "rare in Hebrew", not "in the period Hebrew". */
  periodIsLanguage?: boolean;
  /** Simpler words the recorded analysis already has for rare words. */
  known?: Record<string, Alternative[]>;
  keyTerms: KeyTermToggle;
  onClose: () => void;
}

export function WordPopover({ word, period, periodLabel, periodIsLanguage = false, known, keyTerms, onClose }: WordPopoverProps) {
  const anchor = useRef<WordAnchor | null>(null);
  anchor.current = word?.anchor ?? null;
  return (
    <Popover.Root open={word !== null} onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        {word && (
          <Popover.Content
            className="dj-popover"
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            onOpenAutoFocus={(event) => {
              // A tap or click keeps the caret in the text; from the keyboard, focus moves in.
              if (!word.byKeyboard) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <WordDetails word={word} period={period} periodLabel={periodLabel} periodIsLanguage={periodIsLanguage} known={known} />
            {/* One row, kept in sight as the popover scrolls on a short screen: Close beside the
                key-term button, never over it. */}
            <div className="dj-popover__actions">
              <KeyTermButton word={word} keyTerms={keyTerms} />
              <Popover.Close className="button button--secondary button--small">
                <CloseLabel />
              </Popover.Close>
            </div>
          </Popover.Content>
        )}
      </Popover.Portal>
    </Popover.Root>
  );
}

function KeyTermButton({ word, keyTerms }: { word: PickedWord; keyTerms: KeyTermToggle }) {
  const { t } = useTranslation('de-jargonizer');
  const marked = keyTerms.isKeyTerm(word.form);
  if (!marked && !keyTerms.canAdd) return <p className="dj-hint">{t('deJargonizerEditor.terms.tooMany', { max: MAX_KEY_TERMS })}</p>;
  return (
    <button type="button" className="button button--secondary button--small" aria-pressed={marked} onClick={() => keyTerms.toggle(word)}>
      {marked ? t('deJargonizerEditor.terms.unmark', { word: word.written }) : t('deJargonizerEditor.terms.mark', { word: word.written })}
    </button>
  );
}

function CloseLabel() {
  const { t } = useTranslation('de-jargonizer');
  return <>{t('deJargonizer.word.close')}</>;
}

function WordDetails({
  word,
  period,
  periodLabel,
  periodIsLanguage,
  known,
}: {
  word: PickedWord;
  period: string;
  periodLabel: string;
  periodIsLanguage: boolean;
  known: Record<string, Alternative[]> | undefined;
}) {
  const { t } = useTranslation('de-jargonizer');
  const details = useWordDetails(word.form, period, true, word.sentence);
  const alternatives = details.data?.alternatives ?? known?.[word.form];
  const senses = details.data?.senses ?? [];
  const language = wordLanguageOf(period);
  return (
    <>
      <Popover.Title className="dj-popover__title">{t('deJargonizer.word.title', { word: word.written })}</Popover.Title>
      <Popover.Description className={`dj-band--${word.band} dj-popover__band`}>
        {periodIsLanguage
          ? t('deJargonizer.word.bandInLanguage', { band: t(`deJargonizer.band.${word.band}`), language: periodLabel })
          : t('deJargonizer.word.bandIn', { band: t(`deJargonizer.band.${word.band}`), period: periodLabel })}
      </Popover.Description>
      {alternatives === undefined ? (
        details.isError ? (
          <p role="alert">{t('deJargonizer.word.failed')}</p>
        ) : (
          <p className="dj-status">{t('deJargonizer.word.loading')}</p>
        )
      ) : alternatives.length > 0 ? (
        <>
          <h3 className="dj-popover__heading">{t('deJargonizer.word.alternativesTitle')}</h3>
          <ul className="dj-popover__alternatives">
            {alternatives.map((alternative) => (
              <li key={alternative.word}>
                <span className={alternative.band === 'mid' ? 'dj-band--mid' : undefined}>{alternative.word}</span>
              </li>
            ))}
          </ul>
          {senses.length > 0 && <WordnetSenses senses={senses} language={language} />}
        </>
      ) : senses.length > 0 ? (
        <>
          <p>{t('deJargonizer.word.termNote')}</p>
          <WordnetSenses senses={senses} language={language} />
        </>
      ) : (
        <TermMeanings meanings={details.data?.meanings} loading={details.isPending && !details.isError} />
      )}
      {details.data &&
        (isEnglishPeriod(period) && details.data.years.length > 0 ? (
          <FrequencyChart report={details.data} />
        ) : (
          <p>{t('deJargonizer.word.englishOnly')}</p>
        ))}
      {details.isError && alternatives !== undefined && <p role="alert">{t('deJargonizer.word.failed')}</p>}
    </>
  );
}

/** The language of a period's words, for the lang of their synonyms. */
function wordLanguageOf(period: string): 'he' | 'ar' | 'en' {
  return period.startsWith('Hebrew') ? 'he' : period.startsWith('Arabic') ? 'ar' : 'en';
}

/**
 * A Hebrew or Arabic word's wordnet senses: each definition in its own language (a Hebrew
 * definition, or WordNet's English gloss, labelled as English) with the sense's synonyms; a
 * loanword's senses are the English word's, labelled with that word.
 */
function WordnetSenses({ senses, language }: { senses: readonly WordnetSense[]; language: 'he' | 'ar' | 'en' }) {
  const { t } = useTranslation('de-jargonizer');
  const headingId = useId();
  const direction = (lang: string) => (lang === 'en' ? 'ltr' : 'rtl');
  return (
    <>
      <h3 className="dj-popover__heading" id={headingId}>
        {t('deJargonizer.word.meaningsTitle')}
      </h3>
      <ul className="dj-popover__meanings" aria-labelledby={headingId}>
        {senses.map((sense) => (
          <li key={sense.definition}>
            {sense.fromEnglish !== undefined ? (
              <span className="dj-hint">
                {t('deJargonizer.word.fromEnglish')}{' '}
                <span lang="en" dir="ltr">
                  {sense.fromEnglish}
                </span>
                {': '}
              </span>
            ) : (
              sense.definitionLanguage === 'en' && <span className="dj-hint">{t('deJargonizer.word.inEnglish')} </span>
            )}
            <span lang={sense.definitionLanguage} dir={direction(sense.definitionLanguage)}>
              {sense.definition}
            </span>
            {sense.synonyms.length > 0 && (
              <>
                {' '}
                <span className="dj-hint">{t('deJargonizer.word.synonyms')}</span>{' '}
                <span lang={language} dir={direction(language)}>
                  {sense.synonyms.join(language === 'ar' ? '، ' : ', ')}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="dj-hint">{t('deJargonizer.word.meaningsHint')}</p>
    </>
  );
}

/** A term without a sure replacement: its dictionary meanings, never presented as the one the sentence means. */
function TermMeanings({ meanings, loading }: { meanings: readonly string[] | undefined; loading: boolean }) {
  const { t } = useTranslation('de-jargonizer');
  const headingId = useId();
  if (meanings === undefined) return loading ? <p className="dj-status">{t('deJargonizer.word.loading')}</p> : <p>{t('deJargonizer.word.noAlternatives')}</p>;
  if (meanings.length === 0) return <p>{t('deJargonizer.word.noAlternatives')}</p>;
  return (
    <>
      <p>{t('deJargonizer.word.termNote')}</p>
      <h3 className="dj-popover__heading" id={headingId}>
        {t('deJargonizer.word.meaningsTitle')}
      </h3>
      <ul className="dj-popover__meanings" aria-labelledby={headingId}>
        {meanings.map((meaning) => (
          <li key={meaning}>{meaning}</li>
        ))}
      </ul>
      <p className="dj-hint">{t('deJargonizer.word.meaningsHint')}</p>
    </>
  );
}
