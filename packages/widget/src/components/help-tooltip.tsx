// A help tooltip on a button, built on Radix Tooltip:
// it opens on hover and on keyboard focus, closes with Escape, and is portalled into the
// widget's container so the page's filters and fonts never reach it. Radix gives Escape to the
// topmost layer only, which would be the tooltip of the focused button; the visitor means "close
// the menu", so that Escape closes the panel as well.
import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';
import { useWidgetContext } from './widget-context.ts';

export function HelpTooltip({ text, children }: { text: string; children: ReactElement }) {
  const { container, closePanel } = useWidgetContext();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal container={container}>
        <Tooltip.Content className="a11yk-tooltip" sideOffset={6} collisionPadding={8} onEscapeKeyDown={closePanel}>
          {text}
          <Tooltip.Arrow className="a11yk-tooltip-arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
