// The "Color adjustment" block, in the documented order (packages/widget/README.md). Light contrast shows its OWN flag;
// the original read the dark-contrast flag there (a defect packages/widget/README.md says not to copy).
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { FeatureToggle } from './feature-toggle.tsx';
import { ColorsIcon } from './icons.tsx';
import { PanelSection } from './panel-section.tsx';
import { TextColorField } from './text-color-field.tsx';
import { ValueFeature } from './value-feature.tsx';

type SectionProps = { settings: AccessibilitySettings; dispatch: Dispatch<SettingsAction> };

type ColorToggle = 'isBlueLightFilter' | 'isDarkContrast' | 'isLightContrast' | 'isMonochrome' | 'isVisualImpairment';

export function ColorsSection({ settings, dispatch }: SectionProps) {
  const { t } = useTranslation();
  const toggle = (key: string, feature: ColorToggle) => (
    <FeatureToggle label={t(`colors.${key}`)} help={t(`help.${key}`)} pressed={settings[feature]} onToggle={() => dispatch({ type: 'toggle', feature })} />
  );
  const valueFeature = (key: string, feature: 'brightness' | 'highContrast' | 'highSaturation' | 'lowSaturation') => (
    <ValueFeature feature={feature} label={t(`colors.${key}`)} help={t(`help.${key}`)} settings={settings} dispatch={dispatch} />
  );
  return (
    <PanelSection title={t('sections.colors')} icon={<ColorsIcon />}>
      {toggle('blueLightFilter', 'isBlueLightFilter')}
      {valueFeature('brightness', 'brightness')}
      {toggle('darkContrast', 'isDarkContrast')}
      {valueFeature('highContrast', 'highContrast')}
      {valueFeature('highSaturation', 'highSaturation')}
      {toggle('lightContrast', 'isLightContrast')}
      {valueFeature('lowSaturation', 'lowSaturation')}
      {toggle('monochrome', 'isMonochrome')}
      <TextColorField color={settings.color} dispatch={dispatch} />
      {toggle('visualImpairment', 'isVisualImpairment')}
    </PanelSection>
  );
}
