// Share (docs/product.md §2 chat screen and profile, §4 "Share"): the button that opens the share
// dialog for one stored task of the signed-in user (share-button.tsx fetches this module for them
// only). It shows only once the server has confirmed the task is theirs (listing its live links
// answers 404 for anything else: a guest's exercise, or one of a user who declined saving texts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import type { TaskType } from '@scicomm/shared/account-api';
import { useAuth } from '../../../lib/auth.tsx';
import { useShares } from '../api/get-shares.ts';
import { ShareDialogBody } from './share-dialog-body.tsx';
import '../sharing.css';

export interface ShareDialogProps {
  taskType: TaskType;
  /** The task's id as its owner has it: a Your Tasks id, a Grade reply's or an exercise's taskId. */
  taskId: string;
}

export function ShareDialog({ taskType, taskId }: ShareDialogProps) {
  const { t } = useTranslation('sharing');
  const { state } = useAuth();
  const signedIn = state.status === 'signed-in';
  const load = useShares(taskType, taskId);
  const [open, setOpen] = useState(false);
  if (!signedIn || load.status !== 'loaded') return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--small button--secondary">
          {t('sharing.share')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog share-dialog">
          <Dialog.Title className="dialog__title">{t('sharing.dialogTitle')}</Dialog.Title>
          <Dialog.Description>{t('sharing.dialogDescription')}</Dialog.Description>
          <ShareDialogBody
            taskType={taskType}
            taskId={taskId}
            shares={load.shares}
          />
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--secondary">
                {t('sharing.close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
