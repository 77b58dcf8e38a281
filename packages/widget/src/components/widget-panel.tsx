// The open panel, inside the Radix dialog: a header with the title, "reset all" and close; a
// body with the language selector and the three sections (or the spinner until the widget is
// ready); the polite status region where steppers announce their values; an optional footer
// credit. `lang` and `dir` follow the language shown, so right-to-left languages lay out RTL.
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage, isRtlLanguage } from '../i18n/languages.ts';
import type { TextToSpeech } from '../hooks/use-text-to-speech.ts';
import type { WidgetLanguageState } from '../hooks/use-widget-language.ts';
import type { AccessibilitySettings } from '../settings/settings-schema.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { ColorsSection } from './colors-section.tsx';
import { ContentSection } from './content-section.tsx';
import { HelpTooltip } from './help-tooltip.tsx';
import { CloseIcon, ResetIcon } from './icons.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LoadingSpinner } from './loading-spinner.tsx';
import { ToolsSection } from './tools-section.tsx';

export type Credit = { name: string; href: string };

/** A credit on the host's own site ("/about") opens in the same tab; another site's in a new one. */
function isSameSite(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

type WidgetPanelProps = {
  settings: AccessibilitySettings;
  dispatch: Dispatch<SettingsAction>;
  language: WidgetLanguageState;
  speech: TextToSpeech;
  announcement: string;
  credit: Credit | undefined;
};

/** An Escape pressed in an open combobox closes its list, not the dialog. */
function isOpenCombobox(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true';
}

export function WidgetPanel({ settings, dispatch, language, speech, announcement, credit }: WidgetPanelProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const shown = language.shownLanguage;
  const failed = language.failedLanguage === null ? undefined : findLanguage(language.failedLanguage);
  return (
    <Dialog.Content
      className="a11yk-panel"
      lang={shown}
      dir={isRtlLanguage(shown) ? 'rtl' : 'ltr'}
      onOpenAutoFocus={(event) => {
        // Focus the close button rather than "reset all", so a stray Enter cannot wipe the settings.
        event.preventDefault();
        closeRef.current?.focus();
      }}
      onEscapeKeyDown={(event) => {
        if (isOpenCombobox(event.target)) event.preventDefault();
      }}
    >
      <header className="a11yk-header">
        <Dialog.Title className="a11yk-title">{t('accessibility-menu')}</Dialog.Title>
        <HelpTooltip text={t('help.resetAll')}>
          <button type="button" className="a11yk-header-button" onClick={() => dispatch({ type: 'resetAll' })}>
            <ResetIcon />
            <span>{t('resetAll')}</span>
          </button>
        </HelpTooltip>
        <HelpTooltip text={t('closeMenu')}>
          <Dialog.Close ref={closeRef} className="a11yk-header-button" aria-label={t('closeMenu')}>
            <CloseIcon />
          </Dialog.Close>
        </HelpTooltip>
      </header>
      <div className="a11yk-body">
        <Dialog.Description className="a11yk-description">{t('menuDescription')}</Dialog.Description>
        <div className="a11yk-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        {language.ready ? (
          <>
            <LanguageSelect value={settings.language} loading={language.loading} onChange={(code) => dispatch({ type: 'setLanguage', language: code })} />
            {failed !== undefined ? (
              // In English on purpose: the chosen language is exactly what could not be loaded.
              <p className="a11yk-notice" lang="en" dir="ltr">
                {`${failed.englishName} could not be loaded, so the menu is shown in English.`}
              </p>
            ) : null}
            <ContentSection settings={settings} dispatch={dispatch} />
            <ColorsSection settings={settings} dispatch={dispatch} />
            <ToolsSection settings={settings} dispatch={dispatch} speech={speech} />
          </>
        ) : (
          <LoadingSpinner label={t('loading')} />
        )}
      </div>
      {credit !== undefined ? (
        <footer className="a11yk-footer">
          <a href={credit.href} {...(isSameSite(credit.href) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {t('credit', { name: credit.name })}
          </a>
        </footer>
      ) : null}
    </Dialog.Content>
  );
}
