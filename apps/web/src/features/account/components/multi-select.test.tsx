// The multi-select on its own (the register and profile routes test it in their forms too):
// Downshift's combobox keys with our multiple-choice rules, the chips, what is announced.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import type { Choice } from '../lib/option-labels.ts';
import { useCombobox, type UseComboboxState } from 'downshift';
import { filterChoices } from '../lib/filter-choices.ts';
import { MultiSelect, multipleChoiceReducer } from './multi-select.tsx';

const languages: Choice[] = ['Arabic', 'English', 'French', 'Hebrew', 'Yiddish'].map((label) => ({ value: label, label }));

function Field({ initial = [], readOnly = false, onBlur }: { initial?: string[]; readOnly?: boolean; onBlur?: () => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <MultiSelect id="language" label="First Language" choices={languages} selected={selected} onChange={setSelected} readOnly={readOnly} onBlur={onBlur} />
      <button type="button">After</button>
    </form>
  );
}

const renderField = (props: Parameters<typeof Field>[0] = {}) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Field {...props} />
    </I18nextProvider>,
  );

const box = () => screen.getByRole('combobox', { name: 'First Language' });
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
const chips = () => within(screen.getByRole('list', { name: 'Chosen: First Language' })).getAllByRole('listitem').map((item) => item.textContent);

describe('MultiSelect', () => {
  it('opens on Down at the first name and on Up at the last; Home and End move while open; Escape closes', async () => {
    const user = userEvent.setup();
    renderField();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Arabic');
    await user.keyboard('{End}');
    expect(activeOption()).toHaveTextContent('Yiddish');
    await user.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Arabic');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Yiddish');
  });

  it('filters names that start with the text first, then those that contain it', async () => {
    const user = userEvent.setup();
    renderField();
    await user.type(box(), 'e');
    const list = screen.getByRole('listbox', { name: 'First Language' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'French', 'Hebrew']);
    expect(screen.getByText(/Matches: 3\./)).toBeInTheDocument();
  });

  it('Enter chooses and un-chooses, keeps the list open, clears the search and announces the change', async () => {
    const user = userEvent.setup();
    renderField();
    await user.type(box(), 'heb{Enter}');
    expect(chips()).toEqual(['Hebrew×']);
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Hebrew');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Hebrew added\. Chosen: 1\./)).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Chosen: First Language' })).toBeNull();
    expect(screen.getByText(/Hebrew removed\. Chosen: 0\./)).toBeInTheDocument();
  });

  it('a click on a name chooses it and closes the list; leaving the box chooses nothing', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderField({ onBlur });
    await user.type(box(), 'fr');
    await user.click(screen.getByRole('option', { name: /French/ }));
    expect(chips()).toEqual(['French×']);
    expect(box()).toHaveFocus();
    // Closed, so that it covers nothing below it (on a phone: the terms box).
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { name: /French/ })).toBeNull();
    await user.type(box(), 'ara');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(chips()).toEqual(['French×']);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(onBlur).toHaveBeenCalled();
  });

  it('Enter in a closed box is left to the form', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderField();
    box().closest('form')?.addEventListener('submit', submit);
    box().focus();
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('Backspace in the empty box removes the last choice; a chip goes with Delete and focus moves on', async () => {
    const user = userEvent.setup();
    renderField({ initial: ['Arabic', 'English', 'French'] });
    box().focus();
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Arabic×', 'English×']);
    const removeArabic = screen.getByRole('button', { name: 'Remove Arabic' });
    removeArabic.focus();
    // Dispatched and checked in one go: focus must move at once, not a frame later, or a Tab
    // pressed right after would start from the removed chip and be pulled back afterwards.
    fireEvent.keyDown(removeArabic, { key: 'Delete' });
    expect(chips()).toEqual(['English×']);
    expect(screen.getByRole('button', { name: 'Remove English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(box()).toHaveFocus();
  });

  it('says "nothing matches" outside the listbox, with no active option', async () => {
    const user = userEvent.setup();
    renderField();
    await user.type(box(), 'zzz');
    expect(screen.getByText('Nothing matches this search.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'First Language' })).toBeNull();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('read-only, shows the chosen names only', async () => {
    renderField({ initial: ['Hebrew'], readOnly: true });
    await act(async () => {});
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(chips()).toEqual(['Hebrew']);
    expect(screen.getByRole('group', { name: 'First Language' })).toBeInTheDocument();
  });

  it('Enter chooses the first match of the text as typed when the list drawn is behind it (CI: "isr" and Enter chose Isle of Man)', () => {
    const countries: Choice[] = ['Iceland', 'Isle of Man', 'Israel', 'Italy'].map((label) => ({ value: label, label }));
    const drawn = filterChoices(countries, 'is');
    const reduce = multipleChoiceReducer([], countries, drawn);
    const state = { inputValue: 'isr', isOpen: true, highlightedIndex: 0, selectedItem: null } as UseComboboxState<Choice>;
    const enter = useCombobox.stateChangeTypes.InputKeyDownEnter;
    // Downshift picks the active name of the list it last drew: "Isle of Man" for "is".
    const changes = { ...state, selectedItem: drawn[0]! };
    expect(reduce(state, { type: enter, changes, props: {} as never }).selectedItem?.label).toBe('Israel');
    // Drawn for the text as typed, its choice stands (an arrow key may have moved it).
    const current = filterChoices(countries, 'i');
    const moved = { ...state, inputValue: 'i', highlightedIndex: 2 };
    expect(multipleChoiceReducer([], countries, current)(moved, { type: enter, changes: { ...moved, selectedItem: current[2]! }, props: {} as never }).selectedItem?.label).toBe('Israel');
    expect(multipleChoiceReducer([], countries, current)(moved, { type: enter, changes: { ...moved, selectedItem: current[1]! }, props: {} as never }).selectedItem?.label).toBe('Isle of Man');
  });
});
