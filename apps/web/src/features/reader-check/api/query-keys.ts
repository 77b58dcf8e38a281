// The cache keys of the writer's reader checks in the app's one query cache, from the most general
// part to the most specific: everything of one writer, their list, one check's results.
export const readerCheckKeys = {
  all: ['reader-checks'] as const,
  ofWriter: (userId: string) => [...readerCheckKeys.all, userId] as const,
  list: (userId: string) => [...readerCheckKeys.ofWriter(userId), 'list'] as const,
  results: (userId: string, id: string) => [...readerCheckKeys.ofWriter(userId), 'results', id] as const,
};
