// The accessibility widget as this site mounts it: it follows the site's language when the
// visitor switches it in the header, and a site language (English, Hebrew, Arabic) picked in
// the widget's panel switches the site too. Other widget languages change the panel only.
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
// The component's own module, not the package's index, which would bring the settings code into
// the first download (docs/performance.md).
import { AccessibilityWidget } from '@scicomm/widget/accessibility-widget';
import { chooseSiteLanguage, siteLanguageOf } from '../lib/site-languages.ts';
import { useLauncherTuck } from './use-launcher-tuck.ts';
import './launcher-room.css';

const WIDGET_CREDIT = { name: 'SciComm Studio', href: '/de-jargonizer/development' };

export function SiteAccessibilityWidget({ i18n }: { i18n: I18n }) {
  const [language, setLanguage] = useState(i18n.language);
  useLauncherTuck();
  useEffect(() => {
    const follow = (next: string) => setLanguage(next);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return (
    <AccessibilityWidget
      localeBaseUrl="/locale"
      registerDomainUrl="/api/registerDomain"
      // The footer credit points at the Development page, which names the people behind the site.
      credit={WIDGET_CREDIT}
      language={language}
      // Before the app root, so the launcher is the Tab stop right after the skip link.
      containerBefore="root"
      onLanguageChange={(code) => {
        const site = siteLanguageOf(code);
        if (site !== undefined) chooseSiteLanguage(i18n, site);
      }}
    />
  );
}
