// The widget's settings engine (docs/performance.md "Accessibility widget"): the settings read
// from and written to sessionStorage, the page rules that apply them, the widget's language,
// text to speech, the reading guide and the panel (itself fetched on first open, lazy-panel.tsx).
// The launcher (accessibility-widget.tsx) fetches this module at start only when a setting is
// stored or the widget may start in another language than English, otherwise when the launcher
// is first hovered, focused or used, or the host switches its language. It renders inside the
// launcher's Dialog.Root.
import { Dialog } from 'radix-ui';
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAccessibilitySettings } from '../hooks/use-accessibility-settings.ts';
import { useHostLanguage } from '../hooks/use-host-language.ts';
import { usePageRules } from '../hooks/use-page-rules.ts';
import { useTextToSpeech } from '../hooks/use-text-to-speech.ts';
import { useWidgetLanguage } from '../hooks/use-widget-language.ts';
import type { FetchLike } from '../i18n/widget-i18n.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { LazyWidgetPanel } from './lazy-panel.tsx';
import { ReadingGuide } from './reading-guide.tsx';
import { WidgetContext } from './widget-context.ts';
import type { Credit } from './widget-panel.tsx';
import { PANEL_CSS, PANEL_STYLE_ID } from './panel-styles.ts';
import { ensureWidgetStyles } from './widget-styles.ts';

const browserFetch: FetchLike = (url) => fetch(url);

export type WidgetEngineProps = {
  container: HTMLElement;
  i18n: i18n;
  localeBaseUrl: string;
  credit: Credit | undefined;
  /** The host's language now, and when the launcher started (only later changes are followed). */
  hostLanguage: string | undefined;
  startHostLanguage: string | undefined;
  onLanguageChange: ((language: string) => void) | undefined;
  open: boolean;
  closePanel: () => void;
};

export function WidgetEngine({ container, i18n, localeBaseUrl, credit, hostLanguage, startHostLanguage, onLanguageChange, open, closePanel }: WidgetEngineProps) {
  const { t } = useTranslation();
  useLayoutEffect(() => ensureWidgetStyles(document, PANEL_STYLE_ID, PANEL_CSS), []);
  const [settings, dispatch] = useAccessibilitySettings();
  useHostLanguage(hostLanguage, settings.language, dispatch, startHostLanguage);
  // The panel's changes go through here, so that a language the visitor picks reaches the host.
  const languageCallback = useRef(onLanguageChange);
  languageCallback.current = onLanguageChange;
  const panelDispatch = useCallback((action: SettingsAction) => {
    dispatch(action);
    if (action.type === 'setLanguage') languageCallback.current?.(action.language);
  }, [dispatch]);
  const [announcement, setAnnouncement] = useState('');
  const language = useWidgetLanguage(i18n, settings.language, localeBaseUrl, browserFetch);
  const speech = useTextToSpeech(settings.activateTextToSpeech, language.shownLanguage, container);
  usePageRules(settings);

  const announce = useCallback((message: string) => {
    // The same text twice in a row would not be re-announced; a trailing no-break space makes it new.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  }, []);
  const context = useMemo(() => ({ container, announce, closePanel }), [container, announce, closePanel]);

  return (
    <WidgetContext.Provider value={context}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="a11yk-overlay" />
        {/* Fetched on first open (lazy-panel.tsx); focus moves in once it is there. */}
        <Suspense fallback={null}>
          <LazyWidgetPanel settings={settings} dispatch={panelDispatch} language={language} speech={speech} announcement={announcement} credit={credit} />
        </Suspense>
      </Dialog.Portal>
      {speech.speaking && !open ? (
        <button type="button" className="a11yk-stop-floating" lang={language.shownLanguage} onClick={speech.stop}>
          {t('tools.stopReading')}
        </button>
      ) : null}
      {settings.showReadingGuide ? <ReadingGuide /> : null}
    </WidgetContext.Provider>
  );
}
