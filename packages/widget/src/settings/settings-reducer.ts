// Every change a visitor can make, as pure actions on the settings.
// Choices where the original widget is silent or wrong, and why (packages/widget/README.md
// "Behaviour notes"):
//   - the three text alignments exclude each other: "left and right at once" has no meaning on
//     a page, and the last one clicked is what the visitor wants;
//   - "reset all" keeps the chosen language: resetting the adjustments should not also change
//     the language the visitor reads the panel in;
//   - an invalid text colour is ignored (the page keeps its colour; the panel shows a hint).
import { defaultSettings } from './settings-schema.ts';
import type { AccessibilitySettings, TextAlignDirection, TextAlignSetting, ToggleFeature } from './settings-schema.ts';
import { canDecrease, canIncrease, isStepperOn, roundTo, STEPPER_RULES, stepperValue, withStepper } from './stepper-rules.ts';
import type { StepperFeature } from './stepper-rules.ts';
import { isValidTextColor } from './text-color.ts';
import type { ColorSupport } from './text-color.ts';

export type SettingsAction =
  | { type: 'toggle'; feature: ToggleFeature }
  /** The button of a switchable stepper: on at its default, or off (= its reset). */
  | { type: 'switch'; feature: StepperFeature }
  | { type: 'increase'; feature: StepperFeature }
  | { type: 'decrease'; feature: StepperFeature }
  | { type: 'resetFeature'; feature: StepperFeature }
  /** A value picked on a slider: switches the feature on at that value, kept within its bounds. */
  | { type: 'setValue'; feature: StepperFeature; value: number }
  | { type: 'toggleTextAlign'; direction: TextAlignDirection }
  | { type: 'setColor'; color: string; colorSupport?: ColorSupport }
  | { type: 'resetColor' }
  | { type: 'setLanguage'; language: string }
  | { type: 'resetAll' };

function resetFeature(settings: AccessibilitySettings, feature: StepperFeature): AccessibilitySettings {
  const rule = STEPPER_RULES[feature];
  // A value feature's reset switches it off "and sets the value to 0"; font size and
  // zoom go back to 100 % and 1.
  return rule.kind === 'always' ? withStepper(settings, feature, rule.onValue, false) : withStepper(settings, feature, 0, false);
}

function switchOn(settings: AccessibilitySettings, feature: StepperFeature): AccessibilitySettings {
  return withStepper(settings, feature, STEPPER_RULES[feature].onValue, true);
}

function increase(settings: AccessibilitySettings, feature: StepperFeature): AccessibilitySettings {
  const rule = STEPPER_RULES[feature];
  if (rule.kind === 'switchable' && !isStepperOn(settings, feature)) return switchOn(settings, feature);
  if (!canIncrease(settings, feature)) return settings;
  const next = Math.min(roundTo(stepperValue(settings, feature) + rule.step, rule.decimals), rule.max);
  return withStepper(settings, feature, next, feature === 'fontSize' ? next !== rule.onValue : true);
}

function decrease(settings: AccessibilitySettings, feature: StepperFeature): AccessibilitySettings {
  const rule = STEPPER_RULES[feature];
  if (rule.kind === 'switchable' && !isStepperOn(settings, feature)) return settings;
  if (!canDecrease(settings, feature)) return settings;
  const next = Math.max(roundTo(stepperValue(settings, feature) - rule.step, rule.decimals), rule.min);
  // Letter and word spacing reach 0, which means off; zoom stays "on" once moved.
  const on = feature === 'fontSize' ? next !== rule.onValue : next > 0;
  return withStepper(settings, feature, next, on);
}

function setValue(settings: AccessibilitySettings, feature: StepperFeature, value: number): AccessibilitySettings {
  if (!Number.isFinite(value)) return settings;
  const rule = STEPPER_RULES[feature];
  const next = Math.min(Math.max(roundTo(value, rule.decimals), rule.min), rule.max);
  return withStepper(settings, feature, next, rule.kind === 'switchable' ? true : next !== rule.onValue || feature === 'zoom');
}

export function settingsReducer(settings: AccessibilitySettings, action: SettingsAction): AccessibilitySettings {
  switch (action.type) {
    case 'toggle':
      return { ...settings, [action.feature]: !settings[action.feature] };
    case 'switch':
      return isStepperOn(settings, action.feature) ? resetFeature(settings, action.feature) : switchOn(settings, action.feature);
    case 'increase':
      return increase(settings, action.feature);
    case 'decrease':
      return decrease(settings, action.feature);
    case 'resetFeature':
      return resetFeature(settings, action.feature);
    case 'setValue':
      return setValue(settings, action.feature, action.value);
    case 'toggleTextAlign': {
      const turnOn = settings.textAlign[action.direction] === null;
      const textAlign: TextAlignSetting = {
        left: turnOn && action.direction === 'left' ? 'left' : null,
        center: turnOn && action.direction === 'center' ? 'center' : null,
        right: turnOn && action.direction === 'right' ? 'right' : null,
      };
      return { ...settings, textAlign };
    }
    case 'setColor': {
      const color = action.color.trim();
      if (color === '') return { ...settings, color: '' };
      return isValidTextColor(color, action.colorSupport) ? { ...settings, color } : settings;
    }
    case 'resetColor':
      return { ...settings, color: '' };
    case 'setLanguage':
      return { ...settings, language: action.language };
    case 'resetAll':
      return defaultSettings(settings.language);
  }
}
