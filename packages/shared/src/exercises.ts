// The exercises, one entry each: the one place an exercise's names are spelled. Its id
// (`halfLife`) is the key everywhere in code; every other list of exercises is derived from
// this one (`Record<ExerciseId, …>`, so the compiler names what a new exercise still lacks) and
// scripts/exercise-manifest.test.ts fails on an exercise listed anywhere else. The other names
// are persisted or public (URLs, the original's API routes, stored rows and links) and must
// keep reading as they always did; here is where they are mapped to the id.
// docs/exercises.md "Adding the next exercise" lists the files a new exercise touches.

/** How an exercise is finished (docs/product.md §4 "Exercise chat", §9). */
export type FinishRule =
  /** At this stage number of its script. */
  | { stage: number }
  /** When each of these history fields is non-empty after trimming. */
  | { filled: readonly string[] };

export interface ExerciseEntry {
  /** Its page, /{slug}; also its tool on the home page and the sidebar (strings home.tools.{slug}.*). */
  slug: string;
  /** The screen title; page titles read "{title} – SciComm Studio". */
  title: string;
  /** The original's API route after "api/" (docs/product.md §7): POST api/{route} (and api/{route}/no-feedback). */
  route: string;
  /** Its type in "Your Tasks" and in share rows (stored), and that list's label. */
  taskType: string;
  taskLabel: string;
  /** The database table of its sessions. */
  table: string;
  /** Its icon: an SVG path in a 24×24 box, stroked. */
  icon: string;
  /** The i18n namespaces its page loads with its code (apps/web/src/app/route-namespaces.ts). */
  namespaces: readonly string[];
  finish: FinishRule;
  /** Whether api/{route}/no-feedback runs it with neutral coaching. */
  noFeedback: boolean;
  /**
   * Its research editions, or null: `path` names them in the hidden paths
   * /{RESEARCH_UUID}-{path}-{full|slim}; studies store the exercise as its slug. `finalText`: the
   * history field holding a session's final text (what a study's reader check is made of).
   */
  research: { path: string; finalText: string } | null;
  /**
   * The history fields its text grows through and its choices: what the end of the exercise sums
   * up (packages/coach/src/exercises/exercise-summary.ts) and what a course takes as its text (the
   * last version written, apps/server/src/courses). Each has its label in the web's strings:
   * exerciseSession.versions.{field} and exerciseSession.choices.{field}.
   */
  summary: SummaryFields;
}

export interface SummaryFields {
  /** History fields holding a version of the text, first to last. */
  versions: readonly string[];
  /** History fields holding a choice or a short answer, in the order asked. */
  choices: readonly string[];
}

const revisions = (last: number) => Array.from({ length: last }, (_, index) => `revisionAfterQuestion${index + 1}`);

// The coach's remarks' strings (coachReports) come with their report controls, after the page;
// the server's error messages (server-errors) with a failed call (use-chat-machine.ts).
const CHAT_PAGE_NAMESPACES = ['exerciseSession', 'exercises'] as const;

/** In the order of the home page and the sidebar (after the De-Jargonizer). */
export const exerciseManifest = {
  halfLife: {
    slug: 'half-life',
    title: 'Half Life',
    route: 'HalfLife',
    taskType: 'halflife',
    taskLabel: 'Half Life',
    table: 'halflife_user_interactions',
    icon: 'M12 3a9 9 0 1 0 9 9h-9zM14 3.3A9 9 0 0 1 20.7 10H14z',
    namespaces: CHAT_PAGE_NAMESPACES,
    finish: { stage: 8 },
    noFeedback: true,
    research: { path: 'halflife', finalText: 'text120Last' },
    summary: {
      versions: ['text120First', 'text60', 'text30', 'text120Last'],
      choices: ['targetAudience', 'whichIsBetter'],
    },
  },
  persuasive: {
    slug: 'persuasion-rhetorics',
    title: 'Persuasion and Rhetorics',
    route: 'Persuasive',
    taskType: 'persuasive',
    taskLabel: 'Persuasive',
    table: 'persuasive_user_interactions',
    icon: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5',
    namespaces: CHAT_PAGE_NAMESPACES,
    finish: { stage: 15 },
    noFeedback: false,
    research: null,
    summary: {
      versions: ['originalText', 'textLogos', 'textPathos', 'textEthos'],
      choices: [
        'targetAudience',
        'detailedAudience',
        'textAudienceInterests',
        'pathosInterestsReflected',
        'ethosAffiliation',
        'ethosAffiliationReflected',
        'whichIsBetter',
        'whyIsBetter',
      ],
    },
  },
  coherence: {
    slug: 'coherence',
    title: 'Coherence Coach',
    route: 'Coherence',
    taskType: 'coherence',
    taskLabel: 'Coherence',
    table: 'coherence_user_interactions',
    icon: 'M7 7a3 3 0 1 0 0 .01M17 17a3 3 0 1 0 0 .01M9.5 8.5l5 7M17 7a3 3 0 1 0 0 .01M7 17a3 3 0 1 0 0 .01',
    namespaces: CHAT_PAGE_NAMESPACES,
    finish: { filled: ['finalText', 'reflectionOpenResponse'] },
    noFeedback: true,
    research: { path: 'coherence', finalText: 'finalText' },
    summary: {
      // finalText is the last revision again, and currentText the latest one: not versions of their own.
      versions: ['initialText', ...revisions(5)],
      choices: ['question1Choice', 'question2Choice', 'question3Choice', 'question4Choice', 'question5Choice'],
    },
  },
  criticalThinking: {
    slug: 'critical-thinking',
    title: 'Critical Thinking Coach',
    route: 'CriticalThinking',
    taskType: 'critical-thinking',
    taskLabel: 'Critical Thinking',
    table: 'critical_thinking_user_interactions',
    icon: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z',
    namespaces: CHAT_PAGE_NAMESPACES,
    finish: { filled: ['finalSummary', 'reflectionOpenResponse'] },
    noFeedback: true,
    research: { path: 'critical-thinking', finalText: 'finalSummary' },
    summary: {
      // currentSummary is the latest version, not one of its own; question 5 asks for no revision.
      versions: ['initialSummary', ...revisions(4), 'finalSummary'],
      choices: [],
    },
  },
  ethics: {
    slug: 'ethics',
    title: 'Ethics',
    route: 'Ethics',
    taskType: 'ethics',
    taskLabel: 'Ethics',
    table: 'ethics_user_interactions',
    icon: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0zM8 21h8',
    namespaces: CHAT_PAGE_NAMESPACES,
    finish: { stage: 6 },
    noFeedback: false,
    research: null,
    summary: {
      versions: ['originalText', 'mitigateText', 'finalText'],
      choices: ['whichIsBetter', 'whyIsBetter'],
    },
  },
} as const satisfies Readonly<Record<string, ExerciseEntry>>;

type Manifest = typeof exerciseManifest;
export type ExerciseId = keyof Manifest;
export type ExerciseSlug = Manifest[ExerciseId]['slug'];
export type ExerciseRoute = Manifest[ExerciseId]['route'];
export type ExerciseTaskType = Manifest[ExerciseId]['taskType'];
/** The exercises with research editions. */
export type ResearchExerciseId = { [K in ExerciseId]: Manifest[K]['research'] extends null ? never : K }[ExerciseId];
/** A research exercise as studies and the research export store and name it: its slug. */
export type ResearchExerciseSlug = Manifest[ResearchExerciseId]['slug'];

function tuple<T>(items: T[]): readonly [T, ...T[]] {
  if (items.length === 0) throw new Error('An empty list of exercises.');
  return items as unknown as readonly [T, ...T[]];
}

export const EXERCISE_IDS = tuple(Object.keys(exerciseManifest) as ExerciseId[]);

export const RESEARCH_EXERCISE_IDS = tuple(
  EXERCISE_IDS.filter((id): id is ResearchExerciseId => exerciseManifest[id].research !== null),
);

export function isExerciseId(value: string): value is ExerciseId {
  return Object.hasOwn(exerciseManifest, value);
}

/** A map over the exercises: `byExercise((id, entry) => …)` is a Record<ExerciseId, …>. */
export function byExercise<T>(make: (id: ExerciseId, entry: Manifest[ExerciseId]) => T): Record<ExerciseId, T> {
  return Object.fromEntries(EXERCISE_IDS.map((id) => [id, make(id, exerciseManifest[id])])) as Record<ExerciseId, T>;
}

/** The exercise a stored task type is, or null (the De-Jargonizer's). */
export function exerciseOfTaskType(taskType: string): ExerciseId | null {
  return EXERCISE_IDS.find((id) => exerciseManifest[id].taskType === taskType) ?? null;
}

/** The research exercise a stored study exercise (its slug) is. */
export function exerciseOfResearchSlug(slug: ResearchExerciseSlug): ResearchExerciseId {
  const id = RESEARCH_EXERCISE_IDS.find((candidate) => exerciseManifest[candidate].slug === slug);
  if (!id) throw new Error(`No research exercise ${slug}.`);
  return id;
}

/** The exercise a hidden research path names ("halflife" in /{uuid}-halflife-full), or null. */
export function exerciseOfResearchPath(path: string): ResearchExerciseId | null {
  return RESEARCH_EXERCISE_IDS.find((id) => exerciseManifest[id].research.path === path) ?? null;
}

/** The exercise whose original API route a path names (/api/HalfLife, /api/HalfLife/no-feedback …), or null. */
export function exerciseOfApiPath(path: string): ExerciseId | null {
  const route = /^\/api\/([^/?#]+)/.exec(path)?.[1];
  return EXERCISE_IDS.find((id) => exerciseManifest[id].route === route) ?? null;
}

/** What an exercise's page needs of its entry: its call, its stored task type and its title's string key. */
export function exercisePage<K extends ExerciseId>(id: K) {
  const { route, taskType, slug } = exerciseManifest[id] as Manifest[K];
  return {
    endpoint: `/api/${route}` as `/api/${Manifest[K]['route']}`,
    taskType: taskType as Manifest[K]['taskType'],
    titleKey: `home.tools.${slug}.title` as `home.tools.${Manifest[K]['slug']}.title`,
  };
}
