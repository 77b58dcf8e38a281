// The skip link is not part of the app: it is the first element of <body> (index.html), so that
// it is the first Tab stop and the accessibility launcher, whose container the site puts right
// before the app root, the second (docs/site-chrome.md "Tab order"). The app only keeps its text
// in the page's language.
import { useEffect } from 'react';

export const SKIP_LINK_ID = 'skip-link';

export function useSkipLinkText(text: string): void {
  useEffect(() => {
    const link = document.getElementById(SKIP_LINK_ID);
    if (link && link.textContent !== text) link.textContent = text;
  }, [text]);
}
