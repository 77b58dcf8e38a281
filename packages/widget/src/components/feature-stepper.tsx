// A stepper: decrease, value, increase and reset buttons for one feature, bounded by
// stepper-rules.ts. A button at its bound is aria-disabled rather than disabled, so it keeps
// focus and still answers: each press announces the (possibly unchanged) value in the panel's
// status region. The colour features also get a native range slider in the original widget's
// range (stepper-rules.ts, packages/widget/README.md "Behaviour notes"): the browser gives it arrows, Page Up/Down and Home/End, and its
// aria-valuetext ("150%") is what a screen reader reads, so the slider does not also announce
// in the status region. Buttons and slider read and write the same setting, so they stay in step.
import { useId } from 'react';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import { settingsReducer } from '../settings/settings-reducer.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { canDecrease, canIncrease, formatStepperValue, isStepperOn, STEPPER_RULES, stepperValue } from '../settings/stepper-rules.ts';
import type { StepperFeature } from '../settings/stepper-rules.ts';
import { HelpTooltip } from './help-tooltip.tsx';
import { ResetIcon } from './icons.tsx';
import { useWidgetContext } from './widget-context.ts';

type FeatureStepperProps = {
  feature: StepperFeature;
  label: string;
  settings: AccessibilitySettings;
  dispatch: Dispatch<SettingsAction>;
  /** Called when a press switched the feature off (its stepper is about to disappear). */
  onSwitchedOff?: () => void;
};

type StepButtonProps = { label: string; disabled?: boolean; onPress: () => void; className?: string; children: ReactNode };

function StepButton({ label, disabled = false, onPress, className = '', children }: StepButtonProps) {
  return (
    <HelpTooltip text={label}>
      <button type="button" className={`a11yk-step-button ${className}`} aria-label={label} aria-disabled={disabled || undefined} onClick={onPress}>
        {children}
      </button>
    </HelpTooltip>
  );
}

export function FeatureStepper({ feature, label, settings, dispatch, onSwitchedOff }: FeatureStepperProps) {
  const { t } = useTranslation();
  const { announce } = useWidgetContext();
  const labelId = useId();
  const valueId = useId();
  const value = stepperValue(settings, feature);
  const rule = STEPPER_RULES[feature];

  const press = (action: SettingsAction) => {
    const next = settingsReducer(settings, action);
    dispatch(action);
    announce(t('stepper.value', { feature: label, value: formatStepperValue(feature, stepperValue(next, feature)) }));
    if (rule.kind === 'switchable' && !isStepperOn(next, feature)) onSwitchedOff?.();
  };

  return (
    <div className="a11yk-stepper a11yk-wide" role="group" aria-labelledby={labelId} aria-describedby={valueId}>
      <p className="a11yk-stepper-label">
        <span id={labelId}>{label}</span>
      </p>
      <div className="a11yk-stepper-controls">
        <StepButton label={t('stepper.decrease', { feature: label })} disabled={!canDecrease(settings, feature)} onPress={() => press({ type: 'decrease', feature })}>
          −
        </StepButton>
        <span id={valueId} className="a11yk-step-value">
          {formatStepperValue(feature, value)}
        </span>
        <StepButton label={t('stepper.increase', { feature: label })} disabled={!canIncrease(settings, feature)} onPress={() => press({ type: 'increase', feature })}>
          +
        </StepButton>
        <StepButton label={t('stepper.reset', { feature: label })} className="a11yk-step-reset" onPress={() => press({ type: 'resetFeature', feature })}>
          <ResetIcon />
        </StepButton>
      </div>
      {rule.slider !== undefined ? (
        <input
          type="range"
          className="a11yk-slider"
          aria-labelledby={labelId}
          aria-valuetext={formatStepperValue(feature, value)}
          min={rule.slider.min}
          max={rule.slider.max}
          step={1}
          value={Math.min(Math.max(value, rule.slider.min), rule.slider.max)}
          onChange={(event) => dispatch({ type: 'setValue', feature, value: event.currentTarget.valueAsNumber })}
        />
      ) : null}
    </div>
  );
}
