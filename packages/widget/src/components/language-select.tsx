// The language selector: a searchable single select built on the ARIA combobox pattern (an
// editable input with a listbox popup). Each language is shown in its own language and marked
// with its `lang`. The original select's defaults map as follows:
//   - max menu height 300 px: the listbox scrolls beyond it;
//   - min menu height 140 px: with less room than that below the input, the list opens above;
//   - page size 5: PageUp / PageDown move the active option by 5;
//   - "Select...", "Loading...", "No options", "{n} result(s) available": the placeholder, the
//     text while a language file loads, the empty-result text and the polite announcement.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
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

type LanguageSelectProps = {
  value: string;
  loading: boolean;
  onChange: (code: string) => void;
};

export function LanguageSelect({ value, loading, onChange }: LanguageSelectProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const options = useMemo(() => filterLanguages(query), [query]);
  const selected = findLanguage(value);
  const active = open ? options[Math.min(activeIndex, options.length - 1)] : undefined;
  const optionId = (code: string) => `${listId}-${code}`;

  useEffect(() => {
    if (active === undefined) return;
    const element = document.getElementById(optionId(active.code));
    // jsdom has no scrollIntoView; browsers do.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  });

  const openList = (startIndex?: number) => {
    const rect = inputRef.current?.getBoundingClientRect();
    if (rect !== undefined) {
      const below = window.innerHeight - rect.bottom;
      setPlacement(below < MENU_MIN_HEIGHT_PX && rect.top > below ? 'above' : 'below');
    }
    const selectedIndex = Math.max(0, options.findIndex((option) => option.code === value));
    setActiveIndex(startIndex ?? selectedIndex);
    setOpen(true);
  };
  const closeList = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: LanguageOption | undefined) => {
    if (option === undefined) return;
    closeList();
    if (option.code !== value) onChange(option.code);
  };
  const move = (delta: number) => {
    if (!open) {
      openList();
      return;
    }
    setActiveIndex((index) => Math.min(Math.max(index + delta, 0), Math.max(options.length - 1, 0)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(PAGE_SIZE);
        break;
      case 'PageUp':
        event.preventDefault();
        move(-PAGE_SIZE);
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        // The dialog ignores this Escape while the list is open (see accessibility-widget.tsx).
        if (open) closeList();
        break;
      case 'Tab':
        if (open) closeList();
        break;
    }
  };

  const announcement = loading ? t('loading') : open ? (options.length > 0 ? t('select.results', { n: options.length }) : t('select.noOptions')) : '';
  const listShown = open && options.length > 0;

  return (
    <div className="a11yk-select">
      <label htmlFor={inputId} className="a11yk-field-label">
        {t('languageLabel')}
      </label>
      <div className="a11yk-select-control">
        <input
          ref={inputRef}
          id={inputId}
          className="a11yk-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && active !== undefined ? optionId(active.code) : undefined}
          aria-busy={loading || undefined}
          lang={open ? undefined : selected?.code}
          placeholder={loading ? t('loading') : t('select.placeholder')}
          value={open ? query : (selected?.nativeName ?? '')}
          onChange={(event) => {
            // While closed the box shows the chosen language; what the visitor types after it is the search.
            const display = selected?.nativeName ?? '';
            const typed = !open && event.target.value.startsWith(display) ? event.target.value.slice(display.length) : event.target.value;
            setQuery(typed);
            setActiveIndex(0);
            if (!open) openList(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? closeList() : openList())}
          onKeyDown={onKeyDown}
          onBlur={closeList}
        />
        <ChevronIcon className="a11yk-select-chevron" />
      </div>
      <ul id={listId} role="listbox" aria-label={t('languageLabel')} className="a11yk-listbox" data-placement={placement} hidden={!listShown} style={{ maxHeight: MENU_MAX_HEIGHT_PX }}>
        {listShown
          ? options.map((option) => (
              <li
                key={option.code}
                id={optionId(option.code)}
                role="option"
                lang={option.code}
                aria-selected={option.code === value}
                data-active={option === active}
                className="a11yk-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.nativeName}
              </li>
            ))
          : null}
      </ul>
      {open && options.length === 0 ? <div className="a11yk-select-message">{t('select.noOptions')}</div> : null}
      <div className="a11yk-visually-hidden" role="status">
        {announcement}
      </div>
    </div>
  );
}
