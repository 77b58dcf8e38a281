// The panel is fetched on the launcher's first use, not with the page (docs/performance.md): its sections,
// language list, steppers and the tooltips they carry (Radix Tooltip and its positioning code)
// are most of the widget's weight, and most visitors never open it. Hovering or focusing the
// launcher starts the fetch, so the panel is usually there by the time it is clicked.
import { lazy } from 'react';

const loadPanel = () => import('./panel-with-tooltips.tsx');

/** Starts fetching the panel's code (idempotent: the module loader keeps one promise). */
export function preloadPanel(): void {
  void loadPanel();
}

export const LazyWidgetPanel = lazy(async () => ({ default: (await loadPanel()).PanelWithTooltips }));
