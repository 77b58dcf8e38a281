// The "Content adjustment" block, in the documented order (packages/widget/README.md): font size, dyslexia font, font
// weight, the three alignments, link and title highlights, letter and word spacing, line
// height and zoom.
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessibilitySettings, TextAlignDirection } from '../settings/settings-schema.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { FeatureStepper } from './feature-stepper.tsx';
import { FeatureToggle } from './feature-toggle.tsx';
import { ContentIcon } from './icons.tsx';
import { PanelSection } from './panel-section.tsx';
import { ValueFeature } from './value-feature.tsx';

type SectionProps = { settings: AccessibilitySettings; dispatch: Dispatch<SettingsAction> };

const ALIGN_KEYS: Record<TextAlignDirection, string> = { left: 'alignLeft', center: 'alignCenter', right: 'alignRight' };

export function ContentSection({ settings, dispatch }: SectionProps) {
  const { t } = useTranslation();
  const toggle = (key: string, feature: 'isDyslexiaFont' | 'isFontWeightBold' | 'highlightLinks' | 'highlightTitles') => (
    <FeatureToggle label={t(`content.${key}`)} help={t(`help.${key}`)} pressed={settings[feature]} onToggle={() => dispatch({ type: 'toggle', feature })} />
  );
  return (
    <PanelSection title={t('sections.content')} icon={<ContentIcon />}>
      <FeatureStepper feature="fontSize" label={t('content.adjustFontSize')} settings={settings} dispatch={dispatch} />
      {toggle('dyslexiaFont', 'isDyslexiaFont')}
      {toggle('fontWeight', 'isFontWeightBold')}
      {(['left', 'center', 'right'] as const).map((direction) => (
        <FeatureToggle
          key={direction}
          label={t(`content.${ALIGN_KEYS[direction]}`)}
          help={t(`help.${ALIGN_KEYS[direction]}`)}
          pressed={settings.textAlign[direction] !== null}
          onToggle={() => dispatch({ type: 'toggleTextAlign', direction })}
        />
      ))}
      {toggle('highlightLinks', 'highlightLinks')}
      {toggle('highlightTitles', 'highlightTitles')}
      <ValueFeature feature="letterSpacing" label={t('content.letterSpacing')} help={t('help.letterSpacing')} settings={settings} dispatch={dispatch} />
      <ValueFeature feature="wordSpacing" label={t('content.wordSpacing')} help={t('help.wordSpacing')} settings={settings} dispatch={dispatch} />
      <ValueFeature feature="lineHeight" label={t('content.lineHeight')} help={t('help.lineHeight')} settings={settings} dispatch={dispatch} />
      <FeatureStepper feature="zoom" label={t('content.zoom')} settings={settings} dispatch={dispatch} />
    </PanelSection>
  );
}
