import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { createWidgetI18n } from '../i18n/widget-i18n.ts';
import { useCombobox, type UseComboboxState } from 'downshift';
import { filterLanguages, LanguageSelect, reduceState } from './language-select.tsx';

function Harness({ loading = false }: { loading?: boolean }) {
  const [value, setValue] = useState('en');
  return (
    <I18nextProvider i18n={createWidgetI18n()}>
      <LanguageSelect value={value} loading={loading} onChange={setValue} />
      <span data-testid="chosen">{value}</span>
    </I18nextProvider>
  );
}

describe('filterLanguages', () => {
  it('matches own names, English names and codes, ignoring case and accents', () => {
    expect(filterLanguages('DEUT').map((l) => l.code)).toEqual(['de']);
    expect(filterLanguages('german').map((l) => l.code)).toEqual(['de']);
    expect(filterLanguages('yoruba').map((l) => l.code)).toEqual(['yo']);
    expect(filterLanguages('עבר').map((l) => l.code)).toEqual(['he']);
    expect(filterLanguages('  ')).toHaveLength(37);
    expect(filterLanguages('zzzz')).toEqual([]);
  });
});

describe('Enter on a list drawn behind the text typed', () => {
  it('chooses the first match of the text as typed (CI: "العربية" and Enter chose English), and the active one of a list drawn for it', () => {
    const enter = useCombobox.stateChangeTypes.InputKeyDownEnter;
    const state = { inputValue: 'العربية', isOpen: true, highlightedIndex: 0, selectedItem: LANGUAGES.find((language) => language.code === 'en')! } as UseComboboxState<(typeof LANGUAGES)[number]>;
    // Downshift picks the active language of the list it last drew: the whole list's first.
    const behind = reduceState(state, { type: enter, changes: { ...state, isOpen: false, selectedItem: LANGUAGES[0]! }, props: { items: [...LANGUAGES] } as never });
    expect(behind.selectedItem?.code).toBe('ar');
    const drawn = filterLanguages('ara');
    const current = reduceState({ ...state, inputValue: 'ara' }, { type: enter, changes: { ...state, inputValue: 'ara', isOpen: false, selectedItem: drawn[0]! }, props: { items: drawn } as never });
    expect(current.selectedItem?.code).toBe(drawn[0]!.code);
  });
});

describe('LanguageSelect', () => {
  it('is a combobox showing the chosen language in its own language', () => {
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    expect(combobox).toHaveValue('English');
    expect(combobox).toHaveAttribute('lang', 'en');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown, lists every language with its lang, and announces the count', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('placeholder', 'Select...');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(LANGUAGES.length);
    for (const [index, option] of options.entries()) expect(option).toHaveAttribute('lang', LANGUAGES[index]?.code);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('37 result(s) available');
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px' });
  });

  it('moves a page of 5 with PageDown and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('combobox', { name: 'Language' }).focus();
    await user.keyboard('{ArrowDown}{PageDown}');
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    const active = document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent(LANGUAGES[5]?.nativeName ?? '');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent(LANGUAGES[5]?.code ?? '');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('says "No options" when nothing matches and closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    await user.click(combobox);
    await user.keyboard('qqq');
    expect(screen.getByText('No options', { selector: '.a11yk-select-message' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No options');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('English');
    expect(screen.getByTestId('chosen')).toHaveTextContent('en');
  });

  it('moves back a page with PageUp, and leaving the box chooses nothing', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">after</button>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    combobox.focus();
    await user.keyboard('{ArrowDown}{PageDown}{PageDown}{PageUp}');
    const active = document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent(LANGUAGES[5]?.nativeName ?? '');
    await user.tab();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('English');
    expect(screen.getByTestId('chosen')).toHaveTextContent('en');
  });

  it('keeps the chosen language when Escape is pressed on a closed list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    combobox.focus();
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('English');
    expect(screen.getByTestId('chosen')).toHaveTextContent('en');
  });

  it('says "Loading..." while a language file loads', () => {
    render(<Harness loading />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
