// A feature's panel that failed to render shows a message and Try again in its place, instead of
// taking the page (or the whole app) down with it. The rest of the page keeps working; Try again
// renders the panel afresh. Plain React, so the reader's light page can use it too; the app's
// panels use query-panel-boundary.tsx, which also lets failed queries run again. A piece of code
// the new build no longer has (after a deploy) loads the page again instead, once
// (lib/new-build-reload.ts): Try again would only meet the same failed import.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadForNewBuild } from '../lib/new-build-reload.ts';

function PanelError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel-error" role="alert">
      <p>{t('error.panel')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

export interface PanelBoundaryProps {
  children: ReactNode;
  /** Runs before the panel renders again (e.g. lets failed queries fetch again). */
  onRetry?: () => void;
  /** When it changes (another page, another record), a failed panel renders again by itself. */
  resetKey?: unknown;
}

export class PanelBoundary extends Component<PanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reloadForNewBuild(error);
  }

  override componentDidUpdate(previous: PanelBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <PanelError onRetry={this.retry} /> : this.props.children;
  }
}
