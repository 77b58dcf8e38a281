// Restart (docs/product.md §2: always available). Once the student has written something it asks first
// in an accessible alert dialog (docs/exercises.md "Work is never lost"); Keep working is the default.
import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface RestartButtonProps {
  /** Ask before restarting (the conversation has the student's messages). */
  confirm: boolean;
  /** Styled as the main action (the exercise is finished). */
  primary: boolean;
  onRestart: () => void;
  /** Not usable yet (the prerendered page before the app runs: a click would be lost). */
  disabled?: boolean;
}

export function RestartButton({ confirm, primary, onRestart, disabled = false }: RestartButtonProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const [open, setOpen] = useState(false);
  const className = `button button--small${primary ? '' : ' button--secondary'}`;
  if (!confirm) {
    return (
      <button type="button" className={className} onClick={onRestart} disabled={disabled}>
        {t('exercises.restart')}
      </button>
    );
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={className}>
          {t('exercises.restart')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">{t('exerciseSession.restartTitle')}</AlertDialog.Title>
          <AlertDialog.Description>{t('exerciseSession.restartText')}</AlertDialog.Description>
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button button--secondary">{t('exerciseSession.restartCancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="button" onClick={onRestart}>
              {t('exerciseSession.restartConfirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
