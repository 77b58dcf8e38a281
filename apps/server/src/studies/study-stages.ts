// The stages a study times (docs/research.md "Dashboard", "Export"): every stage of the study's
// exercise where the participant answers something, in any arm, and how long a session spent at
// each. A stage's time runs from when the session reached it to when it reached the next one,
// in the order the session went through them — not by stage number: the research editions'
// reflections (Half Life 9–13) come after the last choice and before the finished stage (8).
// The first stage answered is timed from the session's start (the greeting, startTime), since
// nothing is stored before the first answer.
import { exercises, type ExerciseScript } from '@scicomm/coach';
import { EXERCISE_KEYS, type StudyArm } from '@scicomm/shared/study-api';
import type { ResearchExercise } from '@scicomm/shared/research-api';

/** The exercise variant each arm runs (@scicomm/coach's registry). */
export const ARM_VARIANTS = {
  full: 'research-full',
  slim: 'research-slim',
  'no-feedback': 'research-no-feedback',
} as const satisfies Record<StudyArm, string>;

/**
 * The variant an arm ran before, whose seal a session begun then still carries: the no-feedback
 * arm ran the public no-feedback edition, which has no reflections, until it got its research
 * edition. Such a session continues (and ends with the reflections) instead of starting again.
 */
export const FORMER_ARM_VARIANTS: Partial<Record<StudyArm, string>> = {
  'no-feedback': 'no-feedback',
};

const ALL_ARMS = Object.keys(ARM_VARIANTS) as StudyArm[];

function scriptOf(exercise: ResearchExercise, arm: StudyArm): ExerciseScript {
  const variants: Readonly<Record<string, { script: ExerciseScript }>> =
    exercises[EXERCISE_KEYS[exercise]].variants;
  const variant = variants[ARM_VARIANTS[arm]];
  if (!variant) throw new Error(`${exercise} has no variant for the arm ${arm}.`);
  return variant.script;
}

export interface TimedStage {
  stage: number;
  /** The script's name of the stage ("audience", "text120First"). */
  name: string;
}

/**
 * The stages where a participant answers, in any arm of the exercise (so a study's export has
 * the same columns whatever its arms), by stage number.
 */
export function timedStages(exercise: ResearchExercise): TimedStage[] {
  const named = new Map<number, string>();
  for (const arm of ALL_ARMS) {
    scriptOf(exercise, arm).stages.forEach((stage, index) => {
      if (stage.input.kind !== 'none' && stage.input.kind !== 'end') named.set(index, stage.name);
    });
  }
  return [...named.entries()].sort(([a], [b]) => a - b).map(([stage, name]) => ({ stage, name }));
}

/** Seconds spent at each stage of one session: from reaching it to reaching the next one, in time order. */
export function secondsPerStage(stageTimes: Record<string, string>): Map<number, number> {
  const reached = Object.entries(stageTimes)
    .map(([stage, at]) => ({ stage: Number(stage), at: Date.parse(at) }))
    .filter(({ stage, at }) => Number.isInteger(stage) && !Number.isNaN(at))
    .sort((a, b) => a.at - b.at || a.stage - b.stage);
  const seconds = new Map<number, number>();
  for (let i = 0; i + 1 < reached.length; i += 1) {
    const here = reached[i]!;
    const next = reached[i + 1]!;
    seconds.set(here.stage, Math.max(0, Math.round((next.at - here.at) / 1000)));
  }
  return seconds;
}

/**
 * When the session began its first answered stage: the session's start (startTime, which the
 * server set and sealed at the greeting), never before the participant enrolled nor after now.
 */
export function sessionStart(startTime: unknown, enrolledAt: Date, now: Date): Date {
  const at = typeof startTime === 'string' ? Date.parse(startTime) : Number.NaN;
  if (Number.isNaN(at)) return now;
  return new Date(Math.min(now.getTime(), Math.max(enrolledAt.getTime(), at)));
}
