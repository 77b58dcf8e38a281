// The text colour picker: a free-text box (placeholder #000000) beside an
// <input type="color"> that reads and writes hex. A valid colour applies as it is typed; an
// invalid one is ignored, so the page keeps its colour, and a hint says so once the visitor
// leaves the box or presses Enter (not on every half-typed keystroke).
import { useId, useState } from 'react';
import type { Dispatch, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { browserColorSupport, isValidTextColor, toColorPickerValue } from '../settings/text-color.ts';
import { HelpTooltip } from './help-tooltip.tsx';

type TextColorFieldProps = { color: string; dispatch: Dispatch<SettingsAction> };

export function TextColorField({ color, dispatch }: TextColorFieldProps) {
  const { t } = useTranslation();
  const textId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(color);
  const [shownColor, setShownColor] = useState(color);
  const [showHint, setShowHint] = useState(false);
  const colorSupport = browserColorSupport();

  // Follow changes made elsewhere (reset all, the picker) without an effect.
  if (color !== shownColor) {
    setShownColor(color);
    setDraft(color);
    setShowHint(false);
  }

  const isValid = (value: string) => value.trim() === '' || isValidTextColor(value, colorSupport);

  const onText = (value: string) => {
    setDraft(value);
    if (isValid(value)) {
      setShowHint(false);
      dispatch({ type: 'setColor', color: value, ...(colorSupport ? { colorSupport } : {}) });
    }
  };
  const commit = () => setShowHint(!isValid(draft));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className="a11yk-field a11yk-stepper a11yk-wide">
      <label htmlFor={textId} className="a11yk-field-label">
        {t('colors.textColor')}
      </label>
      <div className="a11yk-field-row">
        <input
          id={textId}
          type="text"
          className="a11yk-input"
          placeholder="#000000"
          value={draft}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={showHint || undefined}
          aria-describedby={showHint ? hintId : undefined}
          onChange={(event) => onText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <HelpTooltip text={t('help.textColor')}>
          <input
            type="color"
            className="a11yk-color-picker"
            aria-label={t('colors.colorPicker')}
            value={toColorPickerValue(color)}
            onChange={(event) => onText(event.target.value)}
          />
        </HelpTooltip>
        <HelpTooltip text={t('colors.resetColor')}>
          <button type="button" className="a11yk-action" onClick={() => onText('')}>
            {t('colors.resetColor')}
          </button>
        </HelpTooltip>
      </div>
      {showHint ? (
        <p id={hintId} className="a11yk-hint">
          {t('colors.invalidColor')}
        </p>
      ) : null}
    </div>
  );
}
