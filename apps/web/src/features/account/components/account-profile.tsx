// The profile page's account part: the User Profile form and "Your Tasks". Saving "Don't Save
// Data" anonymises every past task on the server, so the list is loaded afresh and the open
// conversation and the cache of opened tasks go with the old list.
import { useState } from 'react';
import { useForgetTasks } from '../api/get-tasks.ts';
import { ProfileForm } from './profile-form.tsx';
import { TaskHistory, type TaskHistoryProps } from './task-history.tsx';

/** What Your Tasks takes, passed on to it. */
export function AccountProfile({ taskActions, renderAnalysedText }: TaskHistoryProps = {}) {
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
