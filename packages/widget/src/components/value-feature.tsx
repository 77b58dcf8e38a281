// A feature that starts as a button and becomes a stepper once on
// (letter and word spacing, line height, brightness, contrast, saturation). The button stays,
// pressed, above its stepper, so switching off is one press and focus never falls into the void:
// when the stepper disappears (reset, or decreased to 0) focus goes back to the button.
import { useRef } from 'react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import { settingsReducer } from '../settings/settings-reducer.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { formatStepperValue, isStepperOn, stepperValue } from '../settings/stepper-rules.ts';
import type { StepperFeature } from '../settings/stepper-rules.ts';
import { FeatureStepper } from './feature-stepper.tsx';
import { FeatureToggle } from './feature-toggle.tsx';
import { useWidgetContext } from './widget-context.ts';

type ValueFeatureProps = {
  feature: StepperFeature;
  label: string;
  help: string;
  settings: AccessibilitySettings;
  dispatch: Dispatch<SettingsAction>;
};

export function ValueFeature({ feature, label, help, settings, dispatch }: ValueFeatureProps) {
  const { t } = useTranslation();
  const { announce } = useWidgetContext();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const on = isStepperOn(settings, feature);

  const onToggle = () => {
    const action: SettingsAction = { type: 'switch', feature };
    const next = settingsReducer(settings, action);
    dispatch(action);
    if (isStepperOn(next, feature)) announce(t('stepper.value', { feature: label, value: formatStepperValue(feature, stepperValue(next, feature)) }));
  };

  return (
    <>
      <FeatureToggle ref={toggleRef} label={label} help={help} pressed={on} onToggle={onToggle} wide={on} />
      {on ? <FeatureStepper feature={feature} label={label} settings={settings} dispatch={dispatch} onSwitchedOff={() => toggleRef.current?.focus()} /> : null}
    </>
  );
}
