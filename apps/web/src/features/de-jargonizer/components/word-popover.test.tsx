import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import type { WordFrequency } from '../../../lib/de-jargonizer-api/types.ts';
import { WordPopover, type PickedWord } from './word-popover.tsx';
import { stubResizeObserver } from '../../../test/stub-resize-observer.ts';

const reply = (word: string, senses: WordFrequency['senses'], alternatives: WordFrequency['alternatives'] = []): WordFrequency => ({
  word,
  years: [],
  periods: [],
  alternatives,
  meanings: [],
  senses,
});

let answer: WordFrequency;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  stubResizeObserver();
});

const picked = (form: string): PickedWord => ({
  form,
  written: form,
  band: 'rare',
  anchor: { getBoundingClientRect: () => new DOMRect(0, 0, 10, 10) },
  byKeyboard: false,
});

const showPopover = (form: string, period: string) =>
  render(
    <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
      <WordPopover
        word={picked(form)}
        period={period}
        periodLabel={period}
        keyTerms={{ isKeyTerm: () => false, canAdd: true, toggle: () => {} }}
        onClose={() => {}}
      />
    </AppProviders>,
  );

describe('the word popover of a Hebrew or Arabic word', () => {
  it('shows the Hebrew definition and synonyms right to left in Hebrew', async () => {
    answer = reply('בקיבוץ', [{ definition: 'יישוב כפרי שיתופי', definitionLanguage: 'he', synonyms: ['קבוצה', 'משק'] }]);
    showPopover('בקיבוץ', 'Hebrew2016_2016');
    const meanings = await screen.findByRole('list', { name: 'Its dictionary meanings' });
    const definition = within(meanings).getByText('יישוב כפרי שיתופי');
    expect(definition).toHaveAttribute('lang', 'he');
    expect(definition).toHaveAttribute('dir', 'rtl');
    const synonyms = within(meanings).getByText('קבוצה, משק');
    expect(synonyms).toHaveAttribute('lang', 'he');
    expect(synonyms).toHaveAttribute('dir', 'rtl');
    expect(within(meanings).queryByText('In English:')).not.toBeInTheDocument();
    expect(screen.getByText('A term readers may not know, with no sure plainer word.')).toBeInTheDocument();
  });

  it('shows an Arabic word’s English gloss labelled and marked as English, its synonyms as Arabic', async () => {
    answer = reply('الهيموغلوبين', [{ definition: 'a hemoprotein of red blood cells', definitionLanguage: 'en', synonyms: ['خضاب الدم', 'اليحمور'] }]);
    showPopover('الهيموغلوبين', 'Arabic2018_2018');
    const meanings = await screen.findByRole('list', { name: 'Its dictionary meanings' });
    const [item] = within(meanings).getAllByRole('listitem');
    expect(item).toHaveTextContent('In English: a hemoprotein of red blood cells');
    const gloss = within(meanings).getByText('a hemoprotein of red blood cells');
    expect(gloss).toHaveAttribute('lang', 'en');
    expect(gloss).toHaveAttribute('dir', 'ltr');
    const synonyms = within(meanings).getByText('خضاب الدم، اليحمور');
    expect(synonyms).toHaveAttribute('lang', 'ar');
    expect(synonyms).toHaveAttribute('dir', 'rtl');
  });

  it('shows a loanword’s meaning marked with the English word it comes from, not as the word’s own gloss', async () => {
    answer = reply('ההיפוקמפוס', [
      { definition: 'a complex neural structure of the brain', definitionLanguage: 'en', synonyms: [], fromEnglish: 'hippocampus' },
    ]);
    showPopover('ההיפוקמפוס', 'Hebrew2016_2016');
    const meanings = await screen.findByRole('list', { name: 'Its dictionary meanings' });
    const [item] = within(meanings).getAllByRole('listitem');
    expect(item).toHaveTextContent('From the English word hippocampus: a complex neural structure of the brain');
    expect(within(meanings).getByText('hippocampus')).toHaveAttribute('lang', 'en');
    expect(within(meanings).getByText('a complex neural structure of the brain')).toHaveAttribute('lang', 'en');
    expect(within(meanings).queryByText('In English:')).not.toBeInTheDocument();
  });

  it('shows a sure common synonym as the simpler word, with the meanings beside it', async () => {
    answer = reply('הנגיף', [{ definition: 'גורם מחלה זעיר', definitionLanguage: 'he', synonyms: ['וירוס'] }], [{ word: 'וירוס', band: 'common' }]);
    showPopover('הנגיף', 'Hebrew2016_2016');
    expect(await screen.findByRole('heading', { name: 'Simpler words' })).toBeInTheDocument();
    const meanings = screen.getByRole('list', { name: 'Its dictionary meanings' });
    expect(within(meanings).getByText('גורם מחלה זעיר')).toHaveAttribute('lang', 'he');
  });
});
