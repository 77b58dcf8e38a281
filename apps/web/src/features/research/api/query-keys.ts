// The cache keys of the research feature's data in the app's one query cache, from the most general
// part to the most specific: the Research page's figures, a researcher's studies and everything of
// one study (so a change to it refreshes its dashboard, audit trail and reader checks at once), and
// a participant's study.
export const researchKeys = {
  access: (userId: string) => ['research', 'access', userId] as const,
  summary: (userId: string, range: { from: string; to: string }) => ['research', 'summary', userId, range.from, range.to] as const,
};

export const studyKeys = {
  list: (userId: string) => ['studies', userId, 'list'] as const,
  /** The study itself; every other key of the study starts with it. */
  study: (userId: string, id: string) => ['studies', userId, id] as const,
  dashboard: (userId: string, id: string) => [...studyKeys.study(userId, id), 'dashboard'] as const,
  audit: (userId: string, id: string) => [...studyKeys.study(userId, id), 'audit'] as const,
  readerChecks: (userId: string, id: string) => [...studyKeys.study(userId, id), 'reader-checks'] as const,
  readerCheck: (userId: string, id: string, checkId: string) => [...studyKeys.readerChecks(userId, id), checkId] as const,
};

export const participationKeys = {
  study: (token: string) => ['participation', token] as const,
  participant: (token: string, participantId: string) => [...participationKeys.study(token), 'participant', participantId] as const,
  readerCheck: (token: string, participantId: string) => [...participationKeys.participant(token, participantId), 'reader-check'] as const,
};

export const corpusKeys = {
  list: (userId: string) => ['corpora', userId, 'list'] as const,
  summary: (userId: string, id: string) => ['corpora', userId, id, 'summary'] as const,
  tokens: (userId: string) => ['corpora', userId, 'tokens'] as const,
};
