// What deep components of the panel share without threading props: the container that
// tooltips portal into (so they escape the page's filters too) and the stepper announcer.
import { createContext, useContext } from 'react';

export type WidgetContextValue = {
  container: HTMLElement | null;
  /** Puts a message into the panel's polite status region (stepper values). */
  announce: (message: string) => void;
  /** Closes the panel; an Escape that closes a tooltip closes the panel too. */
  closePanel: () => void;
};

export const WidgetContext = createContext<WidgetContextValue>({ container: null, announce: () => undefined, closePanel: () => undefined });

export function useWidgetContext(): WidgetContextValue {
  return useContext(WidgetContext);
}
