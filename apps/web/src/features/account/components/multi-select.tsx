// A multi-select for long lists (countries, languages): the ARIA listbox pattern with
// aria-multiselectable. One Tab stop for the list; arrows, Home and End move, Space or Enter
// choose, letters jump to the next name that starts with them. A filter box above narrows the
// list, and the choices show as removable chips. Read-only, it shows the chosen names only.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../lib/option-labels.ts';

export interface MultiSelectProps {
  /** The filter box's id, so a field error can focus it. */
  id: string;
  label: string;
  choices: Choice[];
  selected: string[];
  onChange(selected: string[]): void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

export function MultiSelect({
  id,
  label,
  choices,
  selected,
  onChange,
  readOnly,
  invalid,
  describedBy,
}: MultiSelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', at: 0 });

  const labels = useMemo(
    () => new Map(choices.map((choice) => [choice.value, choice.label])),
    [choices],
  );
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return needle
      ? choices.filter((choice) => choice.label.toLocaleLowerCase().includes(needle))
      : choices;
  }, [choices, filter]);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, shown.length - 1));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const choice = shown[activeIndex];
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(shown.length - 1);
        break;
      case ' ':
      case 'Enter':
        if (choice) toggle(choice.value);
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const now = Date.now();
        typed.current = {
          text: now - typed.current.at < 700 ? typed.current.text + event.key : event.key,
          at: now,
        };
        const prefix = typed.current.text.toLocaleLowerCase();
        const start = prefix.length === 1 ? activeIndex + 1 : activeIndex;
        const order = [...shown.slice(start), ...shown.slice(0, start)];
        const match = order.find((item) => item.label.toLocaleLowerCase().startsWith(prefix));
        if (match) moveTo(shown.indexOf(match));
        else return;
      }
    }
    event.preventDefault();
  };

  return (
    <div className="field multi-select" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      {selected.length > 0 ? (
        <ul className="chips" aria-label={t('account.fields.chosen', { field: label })}>
          {selected.map((value) => (
            <li key={value} className="chip">
              <span>{labels.get(value) ?? value}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={t('account.fields.remove', { item: labels.get(value) ?? value })}
                  onClick={() => toggle(value)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        readOnly && <p className="field__hint">{t('account.fields.noneChosen')}</p>
      )}
      {!readOnly && (
        <>
          <input
            id={id}
            type="search"
            className="field__control"
            value={filter}
            aria-label={t('account.fields.filter', { field: label })}
            aria-controls={listId}
            autoComplete="off"
            onChange={(event) => {
              setFilter(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && shown.length > 0) {
                event.preventDefault();
                list.current?.focus();
              }
            }}
          />
          <ul
            ref={list}
            id={listId}
            className="multi-select__list"
            role="listbox"
            aria-multiselectable="true"
            aria-labelledby={labelId}
            aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            tabIndex={0}
            onKeyDown={onListKeyDown}
          >
            {shown.map((choice, index) => {
              const chosen = selected.includes(choice.value);
              return (
                <li
                  key={choice.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen}
                  className={`multi-select__option${index === activeIndex ? ' multi-select__option--active' : ''}`}
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
          {shown.length === 0 && <p className="field__hint">{t('account.fields.noMatch')}</p>}
        </>
      )}
    </div>
  );
}
