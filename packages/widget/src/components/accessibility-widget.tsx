// The accessibility widget: a floating launcher button that opens the adjustment panel as a
// modal dialog. Mount it anywhere in a React tree; it renders itself into its own container,
// <div id="accessibilik-root">, a child of <body> beside the host's app root, which is what
// keeps the widget out of its own filters, zoom and fonts (see page-rules.ts for the contract).
// This module is the launcher; the settings engine and the panel come later (widget-engine.tsx,
// lazy-panel.tsx), so the launcher costs the first download little (docs/performance.md).
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import '@fontsource/opendyslexic/400.css';
import '@fontsource/opendyslexic/700.css';
import { hasAnalyticsConsent } from '../analytics-consent.ts';
import { useWidgetContainer } from '../hooks/use-widget-container.ts';
import { createWidgetI18n } from '../i18n/widget-i18n.ts';
import { registerDomain } from '../register-domain.ts';
import { LANGUAGE_STORAGE_KEY, SETTINGS_STORAGE_KEY } from '../settings/storage-keys.ts';
import { AccessibilityIcon } from './icons.tsx';
import { LauncherTip } from './launcher-tip.tsx';
import { preloadPanel } from './lazy-panel.tsx';
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

const loadEngine = () => import('./widget-engine.tsx');
const WidgetEngine = lazy(async () => ({ default: (await loadEngine()).WidgetEngine }));

function storedItem(name: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return window[name].getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether the engine is needed from the start: a stored setting must apply at once, and a
 * language other than English (the stored choice, else the browser's first) must be loaded for
 * the launcher's name. An unknown language also counts: the engine then falls back to English.
 */
function engineNeededAtStart(): boolean {
  if (storedItem('sessionStorage', SETTINGS_STORAGE_KEY) !== null) return true;
  const language = storedItem('localStorage', LANGUAGE_STORAGE_KEY) ?? navigator.languages?.[0] ?? navigator.language ?? 'en';
  return !/^en(-|$)/i.test(language);
}

type LauncherProps = Required<Pick<AccessibilityWidgetProps, 'localeBaseUrl'>> &
  Pick<AccessibilityWidgetProps, 'credit' | 'language' | 'onLanguageChange'> & { container: HTMLElement };

function WidgetLauncher({ container, localeBaseUrl, credit, language: hostLanguage, onLanguageChange }: LauncherProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [startHostLanguage] = useState(hostLanguage);
  const [engineWanted, setEngineWanted] = useState(engineNeededAtStart);
  // The host switched its language: the engine follows it (and loads that language's file).
  if (!engineWanted && hostLanguage !== startHostLanguage) setEngineWanted(true);
  const prepare = useCallback(() => {
    setEngineWanted(true);
    preloadPanel();
  }, []);
  const closePanel = useCallback(() => setOpen(false), []);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setEngineWanted(true);
        setOpen(next);
      }}
    >
      <LauncherTip text={t('openMenu')}>
        <Dialog.Trigger className="a11yk-launcher" lang={i18n.language} onPointerEnter={prepare} onFocus={prepare}>
          <AccessibilityIcon />
          <span className="a11yk-visually-hidden">{t('openMenu')}</span>
        </Dialog.Trigger>
      </LauncherTip>
      {engineWanted ? (
        <Suspense fallback={null}>
          <WidgetEngine
            container={container}
            i18n={i18n}
            localeBaseUrl={localeBaseUrl}
            credit={credit}
            hostLanguage={hostLanguage}
            startHostLanguage={startHostLanguage}
            onLanguageChange={onLanguageChange}
            open={open}
            closePanel={closePanel}
          />
        </Suspense>
      ) : null}
    </Dialog.Root>
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
      <WidgetLauncher container={container} localeBaseUrl={localeBaseUrl} credit={credit} language={language} onLanguageChange={onLanguageChange} />
    </I18nextProvider>,
    container,
  );
}
