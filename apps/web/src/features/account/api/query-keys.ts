// The cache keys of the account pages' data in the app's one query cache, keyed by the user so
// another account never sees it: the profile, the task list and each opened task.
export const accountKeys = {
  /** Every query of the account pages for this user starts with this key. */
  ofUser: (userId: string | undefined) => ['account', userId ?? 'visitor'] as const,
  profile: (userId: string | undefined) => [...accountKeys.ofUser(userId), 'profile'] as const,
  tasks: (userId: string | undefined) => [...accountKeys.ofUser(userId), 'tasks'] as const,
  task: (userId: string | undefined, type: string | undefined, id: string | undefined) => [...accountKeys.tasks(userId), type, id] as const,
};
