// The widget's own container, <div id="accessibilik-root">, appended to <body> as a sibling of
// the host's app root. Everything the widget draws (launcher, dialog, tooltips, reading guide)
// is portalled into it, which is what lets the page rules exclude the widget (page-rules.ts).
import { useLayoutEffect, useState } from 'react';
import { WIDGET_ROOT_ID } from '../page-effects/page-rules.ts';
import { ensureWidgetStyles } from '../components/widget-styles.ts';

export function useWidgetContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    ensureWidgetStyles(document);
    const existing = document.getElementById(WIDGET_ROOT_ID);
    const element = existing ?? document.createElement('div');
    if (existing === null) {
      element.id = WIDGET_ROOT_ID;
      document.body.appendChild(element);
    }
    setContainer(element);
    return () => {
      if (existing === null) element.remove();
    };
  }, []);
  return container;
}
