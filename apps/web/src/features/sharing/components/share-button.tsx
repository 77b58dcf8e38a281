// Share (docs/product.md §2 chat screen and profile, §4 "Share"): shown to a signed-in user only, so
// the button, its dialog, their strings and styles are fetched for them (share-dialog.tsx) and
// never with a guest's page (docs/performance.md). If the dialog fails, it fails alone, not the
// exercise or the analysis around it.
import { lazy, Suspense } from 'react';
import { PanelBoundary } from '../../../components/panel-boundary.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import type { ShareDialogProps } from './share-dialog.tsx';

const ShareDialog = lazy(async () => ({ default: (await import('./share-dialog.tsx')).ShareDialog }));

export type ShareButtonProps = ShareDialogProps;

export function ShareButton(props: ShareButtonProps) {
  const { state } = useAuth();
  if (state.status !== 'signed-in') return null;
  return (
    <PanelBoundary>
      <Suspense fallback={null}>
        <ShareDialog {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
