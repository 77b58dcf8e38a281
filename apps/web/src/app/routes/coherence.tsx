// /coherence (docs/product.md §2): the Coherence Coach (exercise-chat-page.tsx). The query parameters
// research/isResearch and participant/participantName start a research session, as on Half Life.
import { ExerciseChatPage } from './exercise-chat-page.tsx';

export function CoherenceRoute() {
  return <ExerciseChatPage exercise="coherence" />;
}

/** The page routes.tsx finds by this file's name. */
export { CoherenceRoute as ExercisePage };
