// The code of a tool's form (react-hook-form, zod and the form's schema, ~45 KB Brotli) comes when
// the form can be used: once the page has hydrated and no terms dialog is open. A first visitor,
// who must answer the dialog first, does not download it with the page (docs/performance.md
// "Forms on the tools' pages"). Until it is in, the page shows the form locked, as it is before
// hydration, so nothing can be typed or chosen that the form would not know of.
import { useEffect, useState } from 'react';
import { termsDialogIsOpen, useTermsDialogOpen } from './terms-dialog-open.ts';
import { useHydrated } from './use-hydrated.ts';

/** The loaded module, or null while it is not in; a failed download goes to the panel's error boundary. */
export function useFormCode<Code>(load: () => Promise<Code>): Code | null {
  const hydrated = useHydrated();
  const dialogOpen = useTermsDialogOpen();
  const [code, setCode] = useState<{ module: Code } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    // Read now, not from the render: a dialog mounted in the same commit has counted itself since.
    if (!hydrated || dialogOpen || termsDialogIsOpen()) return undefined;
    let current = true;
    load().then(
      (module) => current && setCode({ module }),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [hydrated, dialogOpen, load]);
  if (failure !== null) throw failure;
  return code?.module ?? null;
}
