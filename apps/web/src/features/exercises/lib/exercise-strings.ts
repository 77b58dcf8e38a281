// The strings an exercise's pages use, by family: its tool on the home page and the sidebar, its
// type in "Your Tasks" and shares, its page's texts, and the labels of its summary's versions and
// choices. Derived from its manifest entry; locales/exercise-strings.test.ts fails when a
// catalogue lacks one, where the page would otherwise show the raw key.
import type { ExerciseEntry } from '@scicomm/shared/exercises';

/** A summary version's label: revisionAfterQuestionN shares one label, with N. */
export function versionLabelKey(field: string): { key: string; n?: string } {
  const revision = /^revisionAfterQuestion(\d+)$/.exec(field);
  return revision ? { key: 'exerciseSession.versions.revisionAfterQuestion', n: revision[1] } : { key: `exerciseSession.versions.${field}` };
}

/** A summary choice's label: questionNChoice shares one label, with N. */
export function choiceLabelKey(field: string): { key: string; n?: string } {
  const question = /^question(\d+)Choice$/.exec(field);
  return question ? { key: 'exerciseSession.choices.questionChoice', n: question[1] } : { key: `exerciseSession.choices.${field}` };
}

/** Each catalogue (locales/{file}) and the keys of an exercise it must hold. */
export function exerciseStringKeys(id: string, entry: ExerciseEntry): Record<string, string[]> {
  return {
    '.': [`home.tools.${entry.slug}.title`, `home.tools.${entry.slug}.description`],
    account: [`account.tasks.types.${entry.taskType}`],
    exercises: [`exercises.${id}`],
    exerciseSession: [
      ...entry.summary.versions.map((field) => versionLabelKey(field).key),
      ...entry.summary.choices.map((field) => choiceLabelKey(field).key),
    ],
  };
}
