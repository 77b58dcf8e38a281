// The cache keys of courses in the app's one query cache, from the most general part to the most
// specific: everything of one user, their list, one course, its dashboard, a submission, the
// student's comments, the user's saved tasks to attach, the course's reader checks and a
// submission's, the course's co-trainer invitations and one invitation opened from its link.
export const courseKeys = {
  all: ['courses'] as const,
  ofUser: (userId: string) => [...courseKeys.all, userId] as const,
  list: (userId: string) => [...courseKeys.ofUser(userId), 'list'] as const,
  course: (userId: string, courseId: string) => [...courseKeys.ofUser(userId), 'course', courseId] as const,
  dashboard: (userId: string, courseId: string) => [...courseKeys.course(userId, courseId), 'dashboard'] as const,
  submission: (userId: string, courseId: string, submissionId: string) =>
    [...courseKeys.course(userId, courseId), 'submission', submissionId] as const,
  comments: (userId: string, courseId: string) => [...courseKeys.course(userId, courseId), 'comments'] as const,
  readerChecks: (userId: string, courseId: string) => [...courseKeys.course(userId, courseId), 'reader-checks'] as const,
  submissionReaderCheck: (userId: string, courseId: string, submissionId: string) =>
    [...courseKeys.readerChecks(userId, courseId), submissionId] as const,
  readerCheckResults: (userId: string, courseId: string, submissionId: string) =>
    [...courseKeys.submissionReaderCheck(userId, courseId, submissionId), 'results'] as const,
  invitation: (userId: string, code: string) => [...courseKeys.ofUser(userId), 'invitation', code] as const,
  /** Not a user's: what a join link shows before sign-in. */
  invitationSummary: (code: string) => [...courseKeys.all, 'invitation-summary', code] as const,
  trainerInvitations: (userId: string, courseId: string) => [...courseKeys.course(userId, courseId), 'trainer-invitations'] as const,
  trainerInvitation: (userId: string, token: string) => [...courseKeys.ofUser(userId), 'trainer-invitation', token] as const,
  tasks: (userId: string) => [...courseKeys.ofUser(userId), 'tasks'] as const,
};
