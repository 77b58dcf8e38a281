import { useEffect } from 'react';

/**
 * Keeps the page out of search engines with a robots meta element while it is shown, when the
 * page is reached inside the app (or from the development server); the server sends such pages
 * with their own element, which is then kept as it is.
 */
export function useNoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow, noarchive';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
