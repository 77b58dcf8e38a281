// /critical-thinking (docs/product.md §2): the Critical Thinking Coach (exercise-chat-page.tsx). The
// query parameters research/isResearch and participant/participantName start a research
// session, as on Half Life.
import { ExerciseChatPage } from './exercise-chat-page.tsx';

export function CriticalThinkingRoute() {
  return <ExerciseChatPage exercise="criticalThinking" />;
}

/** The page routes.tsx finds by this file's name. */
export { CriticalThinkingRoute as ExercisePage };
