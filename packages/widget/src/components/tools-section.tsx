// The "Tools" block: big cursor, reading guide and text to speech. When text to
// speech is on it shows its state (loading voices, ready, or unsupported, inline rather than as
// an alert) and the keyboard-reachable "Read selection" and "Stop reading" buttons. The
// "unsupported" message is also put into the panel's status region, which is in the page from
// the start: a live region that appears together with its text is often not read at all, and
// the original's alert was there so that the visitor hears that speech cannot work
// (packages/widget/README.md "Behaviour notes").
import { useEffect, useState } from 'react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextToSpeech } from '../hooks/use-text-to-speech.ts';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { FeatureToggle } from './feature-toggle.tsx';
import { HelpTooltip } from './help-tooltip.tsx';
import { ToolsIcon } from './icons.tsx';
import { PanelSection } from './panel-section.tsx';
import { useWidgetContext } from './widget-context.ts';

type ToolsSectionProps = { settings: AccessibilitySettings; dispatch: Dispatch<SettingsAction>; speech: TextToSpeech };

function SpeechControls({ speech }: { speech: TextToSpeech }) {
  const { t } = useTranslation();
  const { announce } = useWidgetContext();
  const [nothingSelected, setNothingSelected] = useState(false);
  const unsupported = speech.status === 'unsupported';
  useEffect(() => {
    if (unsupported) announce(t('tools.speechUnsupported'));
  }, [unsupported, announce, t]);
  const message =
    speech.status === 'unsupported'
      ? t('tools.speechUnsupported')
      : speech.status === 'loading'
        ? t('tools.speechLoading')
        : nothingSelected
          ? t('tools.nothingSelected')
          : t('tools.speechReady');
  return (
    <div className="a11yk-field a11yk-wide">
      <p className="a11yk-tools-status" role="status">
        {message}
      </p>
      {speech.status === 'ready' ? (
        <div className="a11yk-action-row">
          <HelpTooltip text={t('tools.readSelection')}>
            <button type="button" className="a11yk-action" onClick={() => setNothingSelected(!speech.readSelection())}>
              {t('tools.readSelection')}
            </button>
          </HelpTooltip>
          <HelpTooltip text={t('tools.stopReading')}>
            <button type="button" className="a11yk-action" onClick={speech.stop}>
              {t('tools.stopReading')}
            </button>
          </HelpTooltip>
        </div>
      ) : null}
    </div>
  );
}

export function ToolsSection({ settings, dispatch, speech }: ToolsSectionProps) {
  const { t } = useTranslation();
  const toggle = (key: string, feature: 'isBigCursor' | 'showReadingGuide' | 'activateTextToSpeech') => (
    <FeatureToggle label={t(`tools.${key}`)} help={t(`help.${key}`)} pressed={settings[feature]} onToggle={() => dispatch({ type: 'toggle', feature })} />
  );
  return (
    <PanelSection title={t('sections.tools')} icon={<ToolsIcon />}>
      {toggle('bigCursor', 'isBigCursor')}
      {toggle('readingGuide', 'showReadingGuide')}
      {toggle('textToSpeech', 'activateTextToSpeech')}
      {settings.activateTextToSpeech ? <SpeechControls speech={speech} /> : null}
    </PanelSection>
  );
}
