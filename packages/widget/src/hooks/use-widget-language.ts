// Loads the chosen language into the widget's i18next instance. `ready` turns true once the
// first language has loaded or failed (the panel shows a spinner until then);
// `failedLanguage` names a language whose file could not be used, so the panel can say why it
// shows English.
import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { loadLanguage } from '../i18n/widget-i18n.ts';
import type { FetchLike } from '../i18n/widget-i18n.ts';

export type WidgetLanguageState = { ready: boolean; loading: boolean; failedLanguage: string | null; shownLanguage: string };

export function useWidgetLanguage(instance: i18n, language: string, localeBaseUrl: string, fetcher: FetchLike): WidgetLanguageState {
  const [state, setState] = useState<WidgetLanguageState>(() => ({
    ready: language === 'en',
    loading: language !== 'en',
    failedLanguage: null,
    shownLanguage: 'en',
  }));
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    void loadLanguage(instance, language, localeBaseUrl, fetcher).then(async (loaded) => {
      // A later choice may have started meanwhile; only the latest one switches the instance.
      if (!current) return;
      const shownLanguage = loaded ? language : 'en';
      await instance.changeLanguage(shownLanguage);
      if (!current) return;
      setState({ ready: true, loading: false, failedLanguage: loaded ? null : language, shownLanguage });
    });
    return () => {
      current = false;
    };
  }, [instance, language, localeBaseUrl, fetcher]);
  return state;
}
