// /half-life (docs/product.md §2): the Half Life writing exercise (exercise-chat-page.tsx), whose
// chat offers key terms. The query parameters research/isResearch and participant/participantName
// start a research session (docs/product.md §2: a research variant at a path that is not shown).
import { ExerciseChatPage } from './exercise-chat-page.tsx';

export function HalfLifeRoute() {
  return <ExerciseChatPage exercise="halfLife" keyTerms />;
}

/** The page routes.tsx finds by this file's name. */
export { HalfLifeRoute as ExercisePage };
