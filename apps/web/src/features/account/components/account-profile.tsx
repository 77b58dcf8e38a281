// The profile page's account part: the User Profile form and "Your Tasks". Saving "Don't Save
// Data" anonymises every past task on the server, so the list is loaded afresh and the open
// conversation and the cache of opened tasks go with the old list.
import { useState, type ReactNode } from 'react';
import type { TaskDetail } from '@scicomm/shared/account-api';
import { useForgetTasks } from '../api/get-tasks.ts';
import { ProfileForm } from './profile-form.tsx';
import { TaskHistory } from './task-history.tsx';
import type { RenderAnalysedText } from './task-viewer.tsx';

export function AccountProfile({
  taskActions,
  renderAnalysedText,
}: {
  /** Actions for the open task of Your Tasks (the profile page's Share). */
  taskActions?: (task: TaskDetail) => ReactNode;
  /** Colours a stored De-Jargonizer text (the route gives the De-Jargonizer's). */
  renderAnalysedText?: RenderAnalysedText;
} = {}) {
  const [generation, setGeneration] = useState(0);
  const forgetTasks = useForgetTasks();
  return (
    <>
      <ProfileForm
        onAnonymised={() => {
          void forgetTasks();
          setGeneration((n) => n + 1);
        }}
      />
      <TaskHistory key={generation} taskActions={taskActions} {...(renderAnalysedText ? { renderAnalysedText } : {})} />
    </>
  );
}
