// The accessibility widget: a floating launcher button that opens the adjustment panel as a
// modal dialog. Mount it anywhere in a React tree; it renders itself into its own container,
// <div id="accessibilik-root">, a child of <body> beside the host's app root, which is what
// keeps the widget out of its own filters, zoom and fonts (see page-rules.ts for the contract).
import { Dialog } from 'radix-ui';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import '@fontsource/opendyslexic/400.css';
import '@fontsource/opendyslexic/700.css';
import { hasAnalyticsConsent } from '../analytics-consent.ts';
import { useAccessibilitySettings } from '../hooks/use-accessibility-settings.ts';
import { usePageRules } from '../hooks/use-page-rules.ts';
import { useTextToSpeech } from '../hooks/use-text-to-speech.ts';
import { useWidgetContainer } from '../hooks/use-widget-container.ts';
import { useWidgetLanguage } from '../hooks/use-widget-language.ts';
import { useHostLanguage } from '../hooks/use-host-language.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';
import { createWidgetI18n } from '../i18n/widget-i18n.ts';
import type { FetchLike } from '../i18n/widget-i18n.ts';
import { registerDomain } from '../register-domain.ts';
import { AccessibilityIcon } from './icons.tsx';
import { LauncherTip } from './launcher-tip.tsx';
import { LazyWidgetPanel, preloadPanel } from './lazy-panel.tsx';
import { ReadingGuide } from './reading-guide.tsx';
import { WidgetContext } from './widget-context.ts';
import type { Credit } from './widget-panel.tsx';

export type AccessibilityWidgetProps = {
  /** Where the locale files are served: `{localeBaseUrl}/{code}.json`. Default "/locale". */
  localeBaseUrl?: string;
  /** When given, the widget POSTs `{ domain, created }` here once per start; failures are ignored. */
  registerDomainUrl?: string;
  /** Called once at start when the visitor has given analytics consent (cookie_consent=true). */
  onAnalyticsConsent?: () => void;
  /** An optional credit link in the panel's footer. */
  credit?: Credit;
  /** The host page's language (a BCP 47 tag); when it changes, the panel switches to it. */
  language?: string;
  /** Called with the language code the visitor picks in the panel, so the host can follow. */
  onLanguageChange?: (language: string) => void;
  /**
   * The id of a child of <body> the widget's container goes right before (the host's app root,
   * so the launcher comes before the app in the Tab order); default: the end of <body>.
   */
  containerBefore?: string;
};

const browserFetch: FetchLike = (url) => fetch(url);

type WidgetUiProps = Required<Pick<AccessibilityWidgetProps, 'localeBaseUrl'>> &
  Pick<AccessibilityWidgetProps, 'credit' | 'language' | 'onLanguageChange'> & { container: HTMLElement };

function WidgetUi({ container, localeBaseUrl, credit, i18n, language: hostLanguage, onLanguageChange }: WidgetUiProps & { i18n: ReturnType<typeof createWidgetI18n> }) {
  const { t } = useTranslation();
  const [settings, dispatch] = useAccessibilitySettings();
  useHostLanguage(hostLanguage, settings.language, dispatch);
  // The panel's changes go through here, so that a language the visitor picks reaches the host.
  const languageCallback = useRef(onLanguageChange);
  languageCallback.current = onLanguageChange;
  const panelDispatch = useCallback((action: SettingsAction) => {
    dispatch(action);
    if (action.type === 'setLanguage') languageCallback.current?.(action.language);
  }, [dispatch]);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const language = useWidgetLanguage(i18n, settings.language, localeBaseUrl, browserFetch);
  const speech = useTextToSpeech(settings.activateTextToSpeech, language.shownLanguage, container);
  usePageRules(settings);

  const announce = useCallback((message: string) => {
    // The same text twice in a row would not be re-announced; a trailing no-break space makes it new.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  }, []);
  const closePanel = useCallback(() => setOpen(false), []);
  const context = useMemo(() => ({ container, announce, closePanel }), [container, announce, closePanel]);

  return (
    <WidgetContext.Provider value={context}>
      <>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <LauncherTip text={t('openMenu')}>
            <Dialog.Trigger className="a11yk-launcher" lang={language.shownLanguage} onPointerEnter={preloadPanel} onFocus={preloadPanel}>
              <AccessibilityIcon />
              <span className="a11yk-visually-hidden">{t('openMenu')}</span>
            </Dialog.Trigger>
          </LauncherTip>
          <Dialog.Portal container={container}>
            <Dialog.Overlay className="a11yk-overlay" />
            {/* Fetched on first open (lazy-panel.tsx); focus moves in once it is there. */}
            <Suspense fallback={null}>
              <LazyWidgetPanel settings={settings} dispatch={panelDispatch} language={language} speech={speech} announcement={announcement} credit={credit} />
            </Suspense>
          </Dialog.Portal>
        </Dialog.Root>
        {speech.speaking && !open ? (
          <button type="button" className="a11yk-stop-floating" lang={language.shownLanguage} onClick={speech.stop}>
            {t('tools.stopReading')}
          </button>
        ) : null}
        {settings.showReadingGuide ? <ReadingGuide /> : null}
      </>
    </WidgetContext.Provider>
  );
}

export function AccessibilityWidget({ localeBaseUrl = '/locale', registerDomainUrl, onAnalyticsConsent, credit, language, onLanguageChange, containerBefore }: AccessibilityWidgetProps) {
  const container = useWidgetContainer(containerBefore);
  const [i18n] = useState(createWidgetI18n);
  const started = useRef(false);
  const consentCallback = useRef(onAnalyticsConsent);

  useEffect(() => {
    // Once per mount, also under StrictMode's double effects (refs survive its re-run).
    if (started.current) return;
    started.current = true;
    if (registerDomainUrl !== undefined) void registerDomain(registerDomainUrl, (url, init) => fetch(url, init), window.location.hostname, new Date());
    if (hasAnalyticsConsent()) consentCallback.current?.();
  }, [registerDomainUrl]);

  if (container === null) return null;
  return createPortal(
    <I18nextProvider i18n={i18n}>
      <WidgetUi container={container} localeBaseUrl={localeBaseUrl} credit={credit} i18n={i18n} language={language} onLanguageChange={onLanguageChange} />
    </I18nextProvider>,
    container,
  );
}
