// Half of a cycle made of type-only imports (import-cycles.test.ts): ESLint's import-x/no-cycle
// passes it, the repo's own check must not.
import type { Answer } from './answer.ts';

export interface Question {
  answers: Answer[];
}
