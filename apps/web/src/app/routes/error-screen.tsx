// The generic error screen (docs/product.md §2): "Oops!" / "Sorry, an unexpected error has occurred.".
// It renders without the layout, so it works even when the layout itself failed.
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
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
