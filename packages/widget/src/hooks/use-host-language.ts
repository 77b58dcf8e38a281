// The host page's language, followed by the widget: when the host switches its language (the
// `language` prop changes), the panel switches to it too. The language the widget starts with
// is left alone (it comes from the visitor's stored choice), so a language picked in the panel
// survives a reload; only later changes of the host are followed. A host language the widget
// does not know is ignored.
import { useEffect, useRef } from 'react';
import type { Dispatch } from 'react';
import { resolveLanguage } from '../i18n/languages.ts';
import type { SettingsAction } from '../settings/settings-reducer.ts';

/** `startLanguage`: the host's language when the widget started, if that was before this mounted. */
export function useHostLanguage(
  hostLanguage: string | undefined,
  widgetLanguage: string,
  dispatch: Dispatch<SettingsAction>,
  startLanguage: string | undefined = hostLanguage,
): void {
  const previous = useRef(startLanguage);
  const current = useRef(widgetLanguage);
  current.current = widgetLanguage;
  useEffect(() => {
    if (hostLanguage === previous.current) return;
    previous.current = hostLanguage;
    const language = resolveLanguage(hostLanguage);
    if (language !== undefined && language !== current.current) dispatch({ type: 'setLanguage', language });
  }, [hostLanguage, dispatch]);
}
