// Whether the terms-consent dialog (components/terms-consent-gate.tsx) is showing: the dialog
// counts itself in and out here, and what must wait for it reads it (the cookie banner, which
// would sit behind the dialog, and a tool form's code, lib/use-form-code.ts).
import { useSyncExternalStore } from 'react';

let openDialogs = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts a dialog in (+1) or out (−1) and tells the readers. */
export function changeOpenTermsDialogs(by: number): void {
  openDialogs += by;
  for (const listener of listeners) listener();
}

/** Whether the terms-consent dialog is showing, read in an effect (it counts itself in a layout effect). */
export const termsDialogIsOpen = (): boolean => openDialogs > 0;

/** Whether the terms-consent dialog is showing now (the cookie banner waits for it). */
export function useTermsDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openDialogs > 0, () => false);
}
