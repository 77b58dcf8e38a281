import { useEffect } from 'react';
import { pageTitle } from '@scicomm/shared';

/** Sets document.title to "{title} – SciComm Studio", or the product name alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
