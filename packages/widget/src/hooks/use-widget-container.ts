// The widget's own container, <div id="accessibilik-root">, a child of <body> beside the host's
// app root. Everything the widget draws (launcher, dialog, tooltips, reading guide) is portalled
// into it, which is what lets the page rules exclude the widget (page-rules.ts). It goes at the
// end of <body>, or right before the child of <body> whose id the host names, which puts the
// launcher earlier in the Tab order (before the host's app, after what comes before it).
import { useLayoutEffect, useState } from 'react';
import { WIDGET_ROOT_ID } from '../page-effects/widget-root.ts';
import { ensureWidgetStyles } from '../components/widget-styles.ts';

export function useWidgetContainer(beforeId?: string): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    ensureWidgetStyles(document);
    const existing = document.getElementById(WIDGET_ROOT_ID);
    const element = existing ?? document.createElement('div');
    if (existing === null) {
      element.id = WIDGET_ROOT_ID;
      const before = beforeId === undefined ? null : document.getElementById(beforeId);
      if (before?.parentElement === document.body) document.body.insertBefore(element, before);
      else document.body.appendChild(element);
    }
    setContainer(element);
    return () => {
      if (existing === null) element.remove();
    };
  }, [beforeId]);
  return container;
}
