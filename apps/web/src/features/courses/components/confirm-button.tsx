// A course action that loses something (deleting an assignment or a comment, removing a person,
// a new join code, leaving): the button opens an alert dialog that says what will happen, and
// only its confirm button acts; Cancel is the default, as in the exercises' Restart.
import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  /** The button's text (it names the action and what it acts on). */
  label: string;
  title: string;
  /** What will happen, in full. */
  text: string;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** Styled as a submit-like main button (leaving) rather than a small secondary one. */
  primary?: boolean;
}

export function ConfirmButton({ label, title, text, confirm, onConfirm, disabled = false, primary = false }: ConfirmButtonProps) {
  const { t } = useTranslation('courses');
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={primary ? 'button button--secondary' : 'button button--secondary button--small'} disabled={disabled}>
          {label}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description>{text}</AlertDialog.Description>
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button button--secondary">{t('courses.confirm.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="button" onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
