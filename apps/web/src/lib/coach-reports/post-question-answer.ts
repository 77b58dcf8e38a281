// POST /api/question-answers (docs/exercises.md "Questions"): the writer's one-tap answer to a
// question of the coach, counted per kind and language for the admins, as a TanStack Query
// mutation (components/question-answers.tsx).
import { useMutation } from '@tanstack/react-query';
import type { CreateQuestionAnswerBody } from '@scicomm/shared/coach-report-api';
import { requestJson } from '../api-client.ts';

export function postQuestionAnswer(body: CreateQuestionAnswerBody): Promise<unknown> {
  return requestJson<unknown>('/api/question-answers', { method: 'POST', body });
}

export function useAnswerQuestion() {
  return useMutation({ mutationFn: postQuestionAnswer });
}
