// The language selector: a searchable single select on the ARIA combobox pattern (an editable
// input with a listbox popup), from Downshift's useCombobox, as the site's own multi-select.
// Each language is shown in its own language and marked with its `lang`. The original select's
// defaults map as follows:
//   - max menu height 300 px: the listbox scrolls beyond it;
//   - min menu height 140 px: with less room than that below the input, the list opens above;
//   - page size 5: PageUp / PageDown move the active option by 5 (Downshift's own step is 10);
//   - "Select...", "Loading...", "No options", "{n} result(s) available": the placeholder, the
//     text while a language file loads, the empty-result text and the polite announcement.
// Where Downshift's defaults differ from a settings panel's needs, the state reducer keeps ours:
// leaving the box never chooses the active language, and Escape on a closed list clears nothing.
import { useMemo, useRef, useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useTranslation } from 'react-i18next';
import { findLanguage, LANGUAGES } from '../i18n/languages.ts';
import type { LanguageOption } from '../i18n/languages.ts';
import { ChevronIcon } from './icons.tsx';

export const MENU_MAX_HEIGHT_PX = 300;
export const MENU_MIN_HEIGHT_PX = 140;
export const PAGE_SIZE = 5;

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Languages whose own name, English name or code contains the query. */
export function filterLanguages(query: string, languages: readonly LanguageOption[] = LANGUAGES): LanguageOption[] {
  const wanted = normalize(query.trim());
  if (wanted === '') return [...languages];
  return languages.filter((language) => [language.nativeName, language.englishName, language.code].some((name) => normalize(name).includes(wanted)));
}

const { InputBlur, InputChange, InputKeyDownEnter, InputKeyDownEscape, InputKeyDownPageDown, InputKeyDownPageUp } = useCombobox.stateChangeTypes;

const nameOf = (option: LanguageOption | null) => option?.nativeName ?? '';

/**
 * Downshift keeps the box's text (so no key typed fast is lost to a re-render); this reducer
 * makes it the search while the list is open and the chosen language's name while it is closed.
 */
export function reduceState(state: UseComboboxState<LanguageOption>, { type, changes, props }: UseComboboxStateChangeOptions<LanguageOption>) {
  const last = props.items.length - 1;
  switch (type) {
    case InputKeyDownEnter: {
      // Enter acts on the list as last drawn: where letters typed since have not reached it (a
      // busy machine: "العربية" and Enter chose English, the first of the whole list), the first
      // match of the text as typed is the active one, as it would be once drawn; as the site's
      // multi-select does.
      const typed = filterLanguages(state.inputValue);
      const behind = typed.length !== props.items.length || typed.some((language, index) => language !== props.items[index]);
      if (!state.isOpen || !behind || changes.selectedItem == null) break;
      const chosen = typed[0] ?? state.selectedItem;
      return { ...changes, selectedItem: chosen, inputValue: nameOf(chosen) };
    }
    case InputKeyDownPageDown:
      return { ...changes, highlightedIndex: Math.min(Math.max(state.highlightedIndex, 0) + PAGE_SIZE, last) };
    case InputKeyDownPageUp:
      return { ...changes, highlightedIndex: Math.max(state.highlightedIndex - PAGE_SIZE, 0) };
    case InputChange: {
      // Typing after the chosen name shown in the box searches for what was typed; the best
      // match is active at once, so Enter takes it.
      const shown = nameOf(state.selectedItem);
      const typed = changes.inputValue ?? '';
      const search = !state.isOpen && typed.startsWith(shown) && typed.length > shown.length ? typed.slice(shown.length) : typed;
      return { ...changes, inputValue: search, highlightedIndex: last >= 0 ? 0 : -1 };
    }
    case InputKeyDownEscape:
      // A closed list clears nothing: Escape then belongs to the dialog.
      if (!state.isOpen) return state;
      break;
    case InputBlur:
      // Leaving the box never chooses the active language.
      return { ...changes, selectedItem: state.selectedItem, inputValue: nameOf(state.selectedItem) };
  }
  if (changes.isOpen === true && !state.isOpen) return { ...changes, inputValue: '' };
  if (changes.isOpen === false) return { ...changes, inputValue: nameOf(changes.selectedItem ?? state.selectedItem) };
  return changes;
}

type LanguageSelectProps = {
  value: string;
  loading: boolean;
  onChange: (code: string) => void;
};

export function LanguageSelect({ value, loading, onChange }: LanguageSelectProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const options = useMemo(() => filterLanguages(query), [query]);
  const selected = findLanguage(value) ?? null;

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<LanguageOption>({
    items: options,
    itemToString: nameOf,
    itemToKey: (option) => option?.code,
    selectedItem: selected,
    initialInputValue: nameOf(selected),
    stateReducer: reduceState,
    onInputValueChange: ({ inputValue, isOpen: open }) => setQuery(open ? inputValue : ''),
    onIsOpenChange: ({ isOpen: opening }) => {
      if (!opening) return;
      const rect = inputRef.current?.getBoundingClientRect();
      if (rect === undefined) return;
      const below = window.innerHeight - rect.bottom;
      setPlacement(below < MENU_MIN_HEIGHT_PX && rect.top > below ? 'above' : 'below');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && selectedItem.code !== value) onChange(selectedItem.code);
    },
  });

  const announcement = loading ? t('loading') : isOpen ? (options.length > 0 ? t('select.results', { n: options.length }) : t('select.noOptions')) : '';
  const listShown = isOpen && options.length > 0;

  return (
    <div className="a11yk-select">
      <label {...getLabelProps({ className: 'a11yk-field-label' })}>{t('languageLabel')}</label>
      <div className="a11yk-select-control">
        <input
          {...getInputProps({
            ref: inputRef,
            className: 'a11yk-input',
            spellCheck: false,
            'aria-busy': loading || undefined,
            lang: isOpen ? undefined : selected?.code,
            placeholder: loading ? t('loading') : t('select.placeholder'),
            onFocus: (event) => event.currentTarget.select(),
          })}
        />
        <ChevronIcon className="a11yk-select-chevron" />
      </div>
      <ul
        {...getMenuProps({
          className: 'a11yk-listbox',
          hidden: !listShown,
          style: { maxHeight: MENU_MAX_HEIGHT_PX },
        })}
        data-placement={placement}
      >
        {listShown
          ? options.map((option, index) => (
              <li
                key={option.code}
                {...getItemProps({ item: option, index, className: 'a11yk-option', lang: option.code })}
                data-active={index === highlightedIndex}
                data-chosen={option.code === value}
              >
                {option.nativeName}
              </li>
            ))
          : null}
      </ul>
      {isOpen && options.length === 0 ? <div className="a11yk-select-message">{t('select.noOptions')}</div> : null}
      <div className="a11yk-visually-hidden" role="status">
        {announcement}
      </div>
    </div>
  );
}
