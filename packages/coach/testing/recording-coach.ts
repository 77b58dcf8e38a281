// A coach for script tests that records what the engine asked it and answers as the coach it wraps.
import type { Coach, FeedbackRequest } from '../src/engine/coach.ts';

export function recordingCoach(answering: Coach): Coach & { requests: FeedbackRequest[] } {
  const requests: FeedbackRequest[] = [];
  return {
    requests,
    feedback: (request) => {
      requests.push(request);
      return answering.feedback(request);
    },
  };
}
