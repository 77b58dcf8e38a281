// The generic error screen (docs/product.md §2): "Oops!" / "Sorry, an unexpected error has occurred.".
// It renders without the layout, so it works even when the layout itself failed. A chunk a new
// build no longer has loads the page again instead (lib/new-build-reload.ts), once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewBuild } from '../../lib/new-build-reload.ts';

export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const newBuild = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  // Asked once per error screen (development runs effects twice).
  const asked = useRef(false);
  useEffect(() => {
    if (!newBuild || asked.current) return;
    asked.current = true;
    if (!reloadForNewBuild(error)) setReloadRefused(true);
  }, [newBuild, error]);
  if (newBuild && !reloadRefused) {
    return (
      <main className="message-page" id="main-content">
        <p role="status">{t('error.newVersion')}</p>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="message-page" id="main-content">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      {detail && (
        <p>
          <i>{detail}</i>
        </p>
      )}
      <a href="/">{t('error.home')}</a>
    </main>
  );
}
