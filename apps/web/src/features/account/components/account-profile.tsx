// The profile page's account part: the User Profile form and "Your Tasks". Saving "Don't Save
// Data" anonymises every past task on the server, so the list is loaded afresh and the open
// conversation and the cache of opened tasks go with the old list.
import { useState } from 'react';
import { ProfileForm } from './profile-form.tsx';
import { TaskHistory } from './task-history.tsx';

export function AccountProfile() {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <ProfileForm onAnonymised={() => setGeneration((n) => n + 1)} />
      <TaskHistory key={generation} />
    </>
  );
}
