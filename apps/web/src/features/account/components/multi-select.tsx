// A compact, searchable multi-select for long lists (countries, languages): the WAI-ARIA
// combobox pattern with a listbox popup (aria-multiselectable). The chosen names show as chips
// above one text box; typing filters the list, which opens below the box only while in use.
// Keys in the box: Down/Up open the list and move, Home/End jump to the first/last match while
// it is open, Enter chooses or un-chooses the active name (the list stays open for more), Escape
// closes the list (or clears the text), Backspace in an empty box removes the last choice.
// Choosing a name clears the search text: the chip shows what was chosen.
// Each chip's remove button takes Enter, Space, Delete or Backspace; focus then goes to the next
// chip, or back to the box. A polite live region says what was added or removed and how many
// names match. Read-only, it shows the chosen names only.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/field-message.tsx';
import type { Choice } from '../lib/option-labels.ts';
import '../../../lib/strings/account.ts';

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

export function MultiSelect({
  id,
  label,
  choices,
  selected,
  onChange,
  readOnly,
  error,
  inputRef,
  onBlur,
}: MultiSelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const hintId = useId();
  const box = useRef<HTMLInputElement | null>(null);
  const chipButtons = useRef(new Map<string, HTMLButtonElement>());
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const labels = useMemo(
    () => new Map(choices.map((choice) => [choice.value, choice.label])),
    [choices],
  );
  const nameOf = (value: string) => labels.get(value) ?? value;
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    if (!needle) return choices;
    // Names that start with the text first, then those that contain it.
    const starts = choices.filter((choice) => choice.label.toLocaleLowerCase().startsWith(needle));
    const contains = choices.filter(
      (choice) =>
        !choice.label.toLocaleLowerCase().startsWith(needle) &&
        choice.label.toLocaleLowerCase().includes(needle),
    );
    return [...starts, ...contains];
  }, [choices, filter]);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && !readOnly;
  const invalid = Boolean(error);
  const errorId = `${id}-error`;

  const setBox = (element: HTMLInputElement | null) => {
    box.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
  };

  const toggle = (value: string) => {
    const chosen = selected.includes(value);
    onChange(chosen ? selected.filter((item) => item !== value) : [...selected, value]);
    if (!chosen && filter !== '') {
      // The chip now shows the chosen name, so the search text goes; the full list stays open
      // with the chosen name still active.
      setFilter('');
      setActive(Math.max(0, choices.findIndex((choice) => choice.value === value)));
    }
    setAnnouncement(
      t(chosen ? 'accountForms.multiSelect.removed' : 'accountForms.multiSelect.added', {
        item: nameOf(value),
        count: chosen ? selected.length - 1 : selected.length + 1,
      }),
    );
  };

  const remove = (value: string) => {
    const index = selected.indexOf(value);
    const next = selected[index + 1] ?? selected[index - 1];
    toggle(value);
    // Focus stays in the widget: the next chip, else the text box.
    requestAnimationFrame(() => {
      const target = next ? chipButtons.current.get(next) : undefined;
      (target ?? box.current)?.focus();
    });
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, shown.length - 1));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) {
          setOpen(true);
          moveTo(0);
        } else moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        if (!expanded) {
          setOpen(true);
          moveTo(shown.length - 1);
        } else moveTo(activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (!expanded) return;
        moveTo(event.key === 'Home' ? 0 : shown.length - 1);
        break;
      case 'Enter': {
        const choice = shown[activeIndex];
        // Enter in a closed box is left alone, so it still submits the form.
        if (!expanded || !choice) return;
        toggle(choice.value);
        break;
      }
      case 'Escape':
        if (expanded) setOpen(false);
        else if (filter) setFilter('');
        else return;
        break;
      case 'Backspace': {
        const last = selected.at(-1);
        if (filter !== '' || last === undefined) return;
        toggle(last);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: string) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(value);
    }
  };

  const chips =
    selected.length > 0 ? (
      <ul className="chips" aria-label={t('account.fields.chosen', { field: label })}>
        {selected.map((value) => (
          <li key={value} className="chip">
            <span>{nameOf(value)}</span>
            {!readOnly && (
              <button
                type="button"
                className="chip__remove"
                ref={(element) => {
                  if (element) chipButtons.current.set(value, element);
                  else chipButtons.current.delete(value);
                }}
                aria-label={t('account.fields.remove', { item: nameOf(value) })}
                onClick={() => remove(value)}
                onKeyDown={(event) => onChipKeyDown(event, value)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
    ) : null;

  if (readOnly) {
    return (
      <div className="field multi-select" role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className="field__label">
          {label}
        </span>
        {chips ?? <p className="field__hint">{t('account.fields.noneChosen')}</p>}
      </div>
    );
  }

  return (
    <div
      className="field multi-select"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          onBlur?.();
        }
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {chips}
      <div className="multi-select__box" aria-invalid={invalid || undefined}>
        <input
          id={id}
          ref={setBox}
          type="text"
          role="combobox"
          className="multi-select__input"
          value={filter}
          placeholder={t('accountForms.multiSelect.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && shown.length > 0 ? optionId(activeIndex) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setFilter(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onBoxKeyDown}
        />
        <button
          type="button"
          className="multi-select__toggle"
          tabIndex={-1}
          aria-label={t('accountForms.multiSelect.showAll', { field: label })}
          aria-expanded={expanded}
          aria-controls={listId}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen((current) => !current);
            box.current?.focus();
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <ul
          id={listId}
          className="multi-select__list"
          role="listbox"
          aria-multiselectable="true"
          aria-label={label}
          hidden={!expanded || shown.length === 0}
        >
          {expanded &&
            shown.map((choice, index) => {
              const chosen = selected.includes(choice.value);
              return (
                <li
                  key={choice.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen}
                  className={`multi-select__option${index === activeIndex ? ' multi-select__option--active' : ''}`}
                  // The text box keeps focus while a name is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setActive(index);
                    toggle(choice.value);
                  }}
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
        {expanded && shown.length === 0 && (
          <p className="multi-select__list multi-select__empty">{t('account.fields.noMatch')}</p>
        )}
      </div>
      <FieldError id={errorId} message={error} />
      <p id={hintId} className="visually-hidden">
        {t('accountForms.multiSelect.hint')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
        {expanded && filter.trim() !== ''
          ? ` ${t('accountForms.multiSelect.matches', { count: shown.length })}`
          : ''}
      </p>
    </div>
  );
}
