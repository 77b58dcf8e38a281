// A write that changes what the course page shows: once the server has it, the course's queries
// (page, grid, before/after: all under courseKeys.course) are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from './query-keys.ts';

export function useCourseChange<Variables, Result>(
  userId: string,
  courseId: string,
  change: (variables: Variables) => Promise<Result>,
  /** false: the form is emptied before the refreshed list shows what was added. */
  { awaitRefresh = true }: { awaitRefresh?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      const refresh = client.invalidateQueries({ queryKey: courseKeys.course(userId, courseId) });
      return awaitRefresh ? refresh : undefined;
    },
  });
}
