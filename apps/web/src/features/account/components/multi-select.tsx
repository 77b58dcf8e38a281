// A compact, searchable multi-select for long lists (countries, languages): the WAI-ARIA
// combobox pattern with a listbox popup (aria-multiselectable), from Downshift's useCombobox
// (docs/accounts.md "The multi-select"). The chosen names show as chips above one text box;
// typing filters the list, which opens below the box only while in use.
// Keys in the box (Downshift's): Down/Up open the list and move, Home/End and PageUp/PageDown
// move while it is open, Enter chooses or un-chooses the active name (kept open here, for more:
// the keyboard's writer is in the box). A click or tap on a name chooses it and closes the list,
// as a tap outside does: on a phone the open list covered the fields below it (the terms box).
// Escape closes the list (or clears the text). Ours: Backspace in an empty box removes the last
// choice, and choosing a name clears the search text (the chip shows what was chosen).
// Each chip's remove button takes Enter, Space, Delete or Backspace; focus then goes to the next
// chip, or back to the box. A polite live region says what was added or removed and how many
// names match. Read-only, it shows the chosen names only.
import { useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/field-message.tsx';
import type { Choice } from '../lib/option-labels.ts';
import { filterChoices } from '../lib/filter-choices.ts';

export interface MultiSelectProps {
  /** The text box's id (its label points at it, a field error can focus it). */
  id: string;
  label: string;
  choices: Choice[];
  selected: string[];
  onChange(selected: string[]): void;
  readOnly?: boolean;
  /** The message under the field (its id is `${id}-error`); the box is marked invalid with it. */
  error?: string | undefined;
  /** For a form library to focus the box (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

const { ItemClick, InputKeyDownEnter, InputBlur, InputChange, InputClick } = useCombobox.stateChangeTypes;

export function MultiSelect(props: MultiSelectProps) {
  if (props.readOnly) return <ChosenNames {...props} />;
  return <EditableMultiSelect {...props} />;
}

function Chips({
  label,
  choices,
  selected,
  onRemove,
  chipButtons,
}: Pick<MultiSelectProps, 'label' | 'choices' | 'selected'> & {
  onRemove?: (value: string) => void;
  chipButtons?: Map<string, HTMLButtonElement>;
}) {
  const { t } = useTranslation(['account', 'account-forms']);
  if (selected.length === 0) return null;
  const nameOf = (value: string) => choices.find((choice) => choice.value === value)?.label ?? value;
  return (
    <ul className="chips" aria-label={t('account.fields.chosen', { field: label })}>
      {selected.map((value) => (
        <li key={value} className="chip">
          <span>{nameOf(value)}</span>
          {onRemove && (
            <button
              type="button"
              className="chip__remove"
              ref={(element) => {
                if (element) chipButtons?.set(value, element);
                else chipButtons?.delete(value);
              }}
              aria-label={t('account.fields.remove', { item: nameOf(value) })}
              onClick={() => onRemove(value)}
              onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                if (event.key === 'Delete' || event.key === 'Backspace') {
                  event.preventDefault();
                  onRemove(value);
                }
              }}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function ChosenNames({ id, label, choices, selected }: MultiSelectProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  return (
    <div className="field multi-select" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      {selected.length > 0 ? (
        <Chips label={label} choices={choices} selected={selected} />
      ) : (
        <p className="field__hint">{t('account.fields.noneChosen')}</p>
      )}
    </div>
  );
}

// Downshift's single-choice rules, made multiple: choosing clears the search text; with Enter the
// list stays open (the full list then shows, the chosen name still active), with a click or tap
// it closes; leaving the box chooses nothing; typing or a click puts the first match active.
// Enter acts on the list as last drawn: where letters typed since have not reached it (a fast
// typist on a busy machine: "isr" and Enter chose Isle of Man), the first match of the text as
// typed is the active one, as it would be once drawn.
export function multipleChoiceReducer(selected: readonly string[], choices: Choice[], shown: readonly Choice[]) {
  return (state: UseComboboxState<Choice>, { type, changes }: UseComboboxStateChangeOptions<Choice>) => {
    switch (type) {
      case ItemClick:
      case InputKeyDownEnter: {
        const typed = type === InputKeyDownEnter ? filterChoices(choices, state.inputValue) : shown;
        const behind = typed.length !== shown.length || typed.some((choice, index) => choice !== shown[index]);
        const item = behind && changes.selectedItem != null ? (typed[0] ?? null) : changes.selectedItem;
        const choosing = item != null && !selected.includes(item.value) && state.inputValue !== '';
        return {
          ...changes,
          selectedItem: item,
          isOpen: type === InputKeyDownEnter,
          inputValue: choosing ? '' : state.inputValue,
          highlightedIndex: choosing ? choices.indexOf(item) : state.highlightedIndex,
        };
      }
      case InputBlur:
        return { ...changes, selectedItem: null, inputValue: state.inputValue };
      case InputChange:
        return { ...changes, highlightedIndex: 0 };
      case InputClick:
        return { ...changes, isOpen: true, highlightedIndex: state.isOpen ? state.highlightedIndex : 0 };
      default:
        return changes;
    }
  };
}

function EditableMultiSelect({ id, label, choices, selected, onChange, error, inputRef, onBlur }: MultiSelectProps) {
  const { t } = useTranslation(['account', 'account-forms']);
  const box = useRef<HTMLInputElement | null>(null);
  const chipButtons = useRef(new Map<string, HTMLButtonElement>());
  const [filter, setFilter] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const shown = useMemo(() => filterChoices(choices, filter), [choices, filter]);
  const nameOf = (value: string) => choices.find((choice) => choice.value === value)?.label ?? value;
  const invalid = Boolean(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const toggle = (value: string) => {
    const chosen = selected.includes(value);
    onChange(chosen ? selected.filter((item) => item !== value) : [...selected, value]);
    setAnnouncement(
      t(chosen ? 'accountForms.multiSelect.removed' : 'accountForms.multiSelect.added', {
        item: nameOf(value),
        count: chosen ? selected.length - 1 : selected.length + 1,
      }),
    );
  };

  const combobox = useCombobox<Choice>({
    items: shown,
    itemToString: (choice) => choice?.label ?? '',
    itemToKey: (choice) => choice?.value,
    // The chosen names live in `selected`; Downshift's own choice is only the event of choosing.
    selectedItem: null,
    // The text is Downshift's own (a controlled value lagged fast typing by a render and lost
    // keys); `filter` follows it for the list.
    inputId: id,
    labelId: `${id}-label`,
    stateReducer: multipleChoiceReducer(selected, choices, shown),
    onStateChange: ({ type, selectedItem }) => {
      if ((type === ItemClick || type === InputKeyDownEnter) && selectedItem) toggle(selectedItem.value);
    },
    onInputValueChange: ({ inputValue }) => setFilter(inputValue),
  });
  const expanded = combobox.isOpen;

  const remove = (value: string) => {
    const index = selected.indexOf(value);
    const next = selected[index + 1] ?? selected[index - 1];
    // Focus stays in the widget: the next chip, else the text box. Moved before the chip goes,
    // while both are in the page: a focus moved a frame later could land after the writer had
    // already tabbed on, and pull them back.
    const target = next ? chipButtons.current.get(next) : undefined;
    (target ?? box.current)?.focus();
    toggle(value);
  };

  const setBox = (element: HTMLInputElement | null) => {
    box.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
  };

  return (
    <div
      className="field multi-select"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <label className="field__label" {...combobox.getLabelProps()}>
        {label}
      </label>
      <Chips label={label} choices={choices} selected={selected} onRemove={remove} chipButtons={chipButtons.current} />
      <div className="multi-select__box" aria-invalid={invalid || undefined}>
        <input
          className="multi-select__input"
          {...combobox.getInputProps({
            ref: setBox,
            type: 'text',
            placeholder: t('accountForms.multiSelect.placeholder'),
            spellCheck: false,
            'aria-invalid': invalid || undefined,
            'aria-describedby': [hintId, error && errorId].filter(Boolean).join(' '),
            // No active option to point at while nothing matches.
            ...(expanded && shown.length > 0 ? {} : { 'aria-activedescendant': undefined }),
            onKeyDown: (event) => {
              const last = selected.at(-1);
              if (event.key !== 'Backspace' || combobox.inputValue !== '' || last === undefined) return;
              event.preventDefault();
              toggle(last);
            },
          })}
        />
        <button
          type="button"
          className="multi-select__toggle"
          {...combobox.getToggleButtonProps({
            'aria-label': t('accountForms.multiSelect.showAll', { field: label }),
            onMouseDown: (event) => event.preventDefault(),
          })}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <ul
          className="multi-select__list"
          aria-multiselectable="true"
          // Not a Tab stop: Chromium makes a scrolling list keyboard-focusable, and Tab from the box
          // then went into the list just as it closed, leaving the box's ring on beside the next one.
          {...combobox.getMenuProps({ 'aria-label': label, tabIndex: -1 })}
          hidden={!expanded || shown.length === 0}
        >
          {expanded &&
            shown.map((choice, index) => {
              const chosen = selected.includes(choice.value);
              return (
                <li
                  key={choice.value}
                  className={`multi-select__option${index === combobox.highlightedIndex ? ' multi-select__option--active' : ''}`}
                  // aria-selected says chosen (Downshift's says active: aria-activedescendant says that).
                  {...combobox.getItemProps({
                    item: choice,
                    index,
                    'aria-selected': chosen,
                    // The text box keeps focus while a name is clicked.
                    onMouseDown: (event) => event.preventDefault(),
                  })}
                >
                  <span className="multi-select__check" aria-hidden="true">
                    {chosen ? '✓' : ''}
                  </span>
                  {choice.label}
                </li>
              );
            })}
        </ul>
        {/* Outside the listbox: a listbox holds options only. */}
        {expanded && shown.length === 0 && <p className="multi-select__list multi-select__empty">{t('account.fields.noMatch')}</p>}
      </div>
      <FieldError id={errorId} message={error} />
      <p id={hintId} className="visually-hidden">
        {t('accountForms.multiSelect.hint')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
        {expanded && filter.trim() !== '' ? ` ${t('accountForms.multiSelect.matches', { count: shown.length })}` : ''}
      </p>
    </div>
  );
}
