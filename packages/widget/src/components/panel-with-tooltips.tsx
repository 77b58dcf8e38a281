// The lazily loaded part of the widget (lazy-panel.tsx): the panel with the tooltip provider
// its help tooltips need, kept here so Radix Tooltip is not in the page's first download.
import { Tooltip } from 'radix-ui';
import type { ComponentProps } from 'react';
import { WidgetPanel } from './widget-panel.tsx';

export function PanelWithTooltips(props: ComponentProps<typeof WidgetPanel>) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <WidgetPanel {...props} />
    </Tooltip.Provider>
  );
}
