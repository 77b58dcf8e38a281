// Stands in for the package react-style-singleton (vite.config.ts resolve.alias), which Radix's
// modal dialogs reach through react-remove-scroll: it wrote the scroll lock's rules into a
// <style> element, which the site's CSP (style-src without 'unsafe-inline', docs/deployment.md)
// refused with an error in the console of every page that opened a dialog. Here the same rules,
// added and removed at the same moments, go into a constructed style sheet that the document
// adopts, which the CSP does not govern. Where a document cannot adopt sheets (the prerender,
// jsdom) nothing is added; the site's own body[data-scroll-locked] rule still locks the scroll.
import { useEffect } from 'react';

interface Stylesheet {
  add(style: string): void;
  remove(): void;
}

const canAdopt = () => typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function';

/** One sheet shared by every user of it: added with the first, removed with the last. */
export function stylesheetSingleton(): Stylesheet {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (users === 0 && canAdopt()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet !== null) {
        const added = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== added);
        sheet = null;
      }
    },
  };
}

/** A hook that keeps the styles while the component using it is mounted (the package's API). */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  const useStyle = (styles: string, isDynamic?: boolean) => {
    // As the package does: the styles of the first mount stay unless they are marked dynamic.
    const key = isDynamic ? styles : false;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the package's rule, above
    }, [key]);
  };
  return useStyle;
}

/** A component that keeps the styles while it is mounted (the package's API). */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function StyleSheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
