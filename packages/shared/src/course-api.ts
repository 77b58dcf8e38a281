// Courses (docs/courses.md): a trainer's science-writing course. Students join with a code,
// attach the work they did for the course's assignments, and read the trainers' comments; the
// trainers see their course's work only. Every route answers 404 to anybody who is neither a
// trainer nor a current student of the course. The server declares these as its route schemas
// (and so the OpenAPI document); the web app takes its types from here.
import { z } from 'zod';
import { filledText, writtenText } from './form-text.ts';
import { researchDateSchema } from './research-api.ts';
import { EXERCISE_IDS, exerciseManifest, type ExerciseId } from './exercises.ts';
import { emailSchema, taskMessageSchema, taskTypeSchema } from './account-api.ts';
import { measureSummarySchema } from './compare-api.ts';

/** The languages a course is taught in (the site's chrome languages). */
export const COURSE_LANGUAGES = ['en', 'he', 'ar'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/** The readers a course writes for: the exercises' four levels (the coach's audience levels). */
export const COURSE_READERS = ['elementary', 'juniorHigh', 'highSchool', 'adults'] as const;
export type CourseReaders = (typeof COURSE_READERS)[number];

/**
 * What an assignment is: one of the exercises of the manifest (so a new exercise is one here
 * by itself), or a De-Jargonizer text ("paste the abstract of your paper").
 */
export const ASSIGNMENT_KINDS = [...EXERCISE_IDS, 'dejargonizer'] as const;
export type AssignmentKind = ExerciseId | 'dejargonizer';

/** The stored task type a kind's work is (what a student attaches). */
export function taskTypeOfAssignment(kind: AssignmentKind) {
  return kind === 'dejargonizer' ? ('dejargonizer' as const) : exerciseManifest[kind].taskType;
}

/** The course's two texts Compare pairs (docs/courses.md "Before and after"). */
export const ASSIGNMENT_MARKS = ['before', 'after'] as const;
export type AssignmentMark = (typeof ASSIGNMENT_MARKS)[number];

export const SUBMISSION_STATUSES = ['notStarted', 'inProgress', 'finished'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const COURSE_ROLES = ['trainer', 'student'] as const;
export type CourseRole = (typeof COURSE_ROLES)[number];

/**
 * A join code: 12 letters and digits from an alphabet without look-alikes (no 0/O, 1/I/L),
 * about 60 bits, shown in three groups of four ("K7QM-2XWD-9RTB"). Dashes, spaces and case do
 * not matter when it is typed.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 12;

/** A typed code as stored: upper case, without dashes or spaces. */
export function normaliseJoinCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** A stored code as shown: groups of four joined by dashes. */
export function formatJoinCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const joinCodeSchema = z
  .string()
  .max(40, 'A join code has 12 letters and digits.')
  .transform(normaliseJoinCode)
  .refine(
    (code) =>
      code.length === JOIN_CODE_LENGTH && [...code].every((c) => JOIN_CODE_ALPHABET.includes(c)),
    {
      message: 'A join code has 12 letters and digits, like K7QM-2XWD-9RTB.',
    },
  );

export const courseIdSchema = z.uuid({ message: 'Not a course id.' });
const rowIdSchema = z.uuid({ message: 'Not an id.' });

export const courseParamsSchema = z.object({ courseId: courseIdSchema });
export const assignmentParamsSchema = z.object({
  courseId: courseIdSchema,
  assignmentId: rowIdSchema,
});
export const submissionParamsSchema = z.object({
  courseId: courseIdSchema,
  submissionId: rowIdSchema,
});
export const commentParamsSchema = z.object({ courseId: courseIdSchema, commentId: rowIdSchema });
export const joinCodeParamsSchema = z.object({ code: joinCodeSchema });

const courseName = filledText(200, 'the name', 'Give the course a name.');

const courseFields = z.object({
  name: courseName,
  language: z.enum(COURSE_LANGUAGES),
  readers: z.enum(COURSE_READERS),
  startsOn: researchDateSchema,
  endsOn: researchDateSchema,
});
const endsBeforeItStarts = { message: 'The course cannot end before it starts.', path: ['endsOn'] };

export const createCourseBodySchema = courseFields
  .refine((course) => course.startsOn <= course.endsOn, endsBeforeItStarts);
export type CreateCourseBody = z.infer<typeof createCourseBodySchema>;

/** A trainer corrects the course: any of its fields; the days are checked together with the stored ones. */
export const updateCourseBodySchema = courseFields
  .partial()
  .refine((course) => Object.keys(course).length > 0, { message: 'Change at least one field.' })
  .refine((course) => !course.startsOn || !course.endsOn || course.startsOn <= course.endsOn, endsBeforeItStarts);
export type UpdateCourseBody = z.infer<typeof updateCourseBodySchema>;

export const courseSchema = z.object({
  id: courseIdSchema,
  name: z.string(),
  language: z.enum(COURSE_LANGUAGES),
  readers: z.enum(COURSE_READERS),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The caller's part in it. */
  role: z.enum(COURSE_ROLES),
  /** Trainers only: the code and the link students join with. */
  joinCode: z.string().nullable(),
  joinUrl: z.string().nullable(),
  /** A trainer removed the caller (a student) from it: the course list says so and opens nothing (the server always sends it; absent reads as false). */
  removed: z.boolean().optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListReplySchema = z.object({ courses: z.array(courseSchema) });
export type CourseListReply = z.infer<typeof courseListReplySchema>;

const assignmentTitle = filledText(200, 'the title', 'Give the assignment a title.');
const assignmentInstructions = writtenText(5000, 'the instructions');

export const createAssignmentBodySchema = z.object({
  kind: z.enum(ASSIGNMENT_KINDS),
  title: assignmentTitle,
  instructions: assignmentInstructions.default(''),
  readers: z.enum(COURSE_READERS),
  dueOn: researchDateSchema.nullable().default(null),
  /** Marks it as the course's before or after text; each mark is on one assignment at most. */
  mark: z.enum(ASSIGNMENT_MARKS).nullable().default(null),
});
export type CreateAssignmentBody = z.input<typeof createAssignmentBodySchema>;

/** A trainer corrects an assignment: any of its fields (null clears the due day or the mark). */
export const updateAssignmentBodySchema = z
  .object({
    kind: z.enum(ASSIGNMENT_KINDS),
    title: assignmentTitle,
    instructions: assignmentInstructions,
    readers: z.enum(COURSE_READERS),
    dueOn: researchDateSchema.nullable(),
    mark: z.enum(ASSIGNMENT_MARKS).nullable(),
  })
  .partial()
  .refine((assignment) => Object.keys(assignment).length > 0, { message: 'Change at least one field.' });
export type UpdateAssignmentBody = z.infer<typeof updateAssignmentBodySchema>;

/**
 * Deleting an assignment students handed work in for: without `submissions` equal to their
 * number, 409 ASSIGNMENT_HAS_SUBMISSIONS says how many (the page asks first, naming it).
 */
export const deleteAssignmentQuerySchema = z.object({
  submissions: z.coerce.number().int().min(0).optional(),
});

export const assignmentSchema = z.object({
  id: rowIdSchema,
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  instructions: z.string(),
  readers: z.enum(COURSE_READERS),
  dueOn: z.string().nullable(),
  mark: z.enum(ASSIGNMENT_MARKS).nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** The figures of one submitted text (what a dashboard cell shows). */
export const submissionFiguresSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES),
  /** The De-Jargonizer's score of the text, 0–100; null without a text. */
  score: z.number().nullable(),
  /** Rare words as a share of the words, 0–1; null without a text. */
  rareShare: z.number().nullable(),
  words: z.number().int().nullable(),
  /** From the exercise's start to its end (or to the last save), in seconds; null for a De-Jargonizer text. */
  seconds: z.number().int().nullable(),
});
export type SubmissionFigures = z.infer<typeof submissionFiguresSchema>;

/** A student's own view of an assignment: its status and their submission, if any. */
export const studentAssignmentSchema = assignmentSchema.extend({
  submissionId: rowIdSchema.nullable(),
  status: z.enum(SUBMISSION_STATUSES),
});

/** A student as the course's trainers see them: the name, or the address while they gave none. */
export const studentSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/**
 * A trainer as the course page lists them: the name, or null for an account without one (never
 * the address); `id` for the course's trainers only (null for a student).
 */
export const courseTrainerSchema = z.object({
  name: z.string().nullable(),
  id: z.string().nullable().optional(),
  /** The course's creator: never removed (the server always sends it and `id`). */
  owner: z.boolean().optional(),
});
export type CourseTrainer = z.infer<typeof courseTrainerSchema>;

/** A trainer as anyone sees them before joining: the name, or null for an account without one (never the address). */
export const trainerSchema = z.object({ name: z.string().nullable() });

export const courseDetailReplySchema = z.object({
  course: courseSchema,
  assignments: z.array(studentAssignmentSchema),
  /** Trainers only (empty for a student): the current students. */
  students: z.array(studentSchema),
  trainers: z.array(courseTrainerSchema),
  /** A student's "E-mail me when a trainer comments on my work" (the server always sends it: false for a trainer; absent reads as off). */
  notifyComments: z.boolean().optional(),
});
export type CourseDetailReply = z.infer<typeof courseDetailReplySchema>;

/** What a student sees before joining: the course and exactly what its trainers will see. */
export const joinPreviewReplySchema = z.object({
  courseId: courseIdSchema,
  name: z.string(),
  language: z.enum(COURSE_LANGUAGES),
  startsOn: z.string(),
  endsOn: z.string(),
  trainers: z.array(trainerSchema),
  /** Already in it (as a trainer or a student). */
  member: z.boolean(),
});
export type JoinPreviewReply = z.infer<typeof joinPreviewReplySchema>;

/** What a join link shows before sign-in: the course's name and its trainers' names, nothing more. */
export const invitationSummarySchema = joinPreviewReplySchema.pick({ name: true, trainers: true });
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

export const joinCourseBodySchema = z.object({
  code: joinCodeSchema,
  /** The student agrees to what the join screen says the trainers see; must be true. */
  agree: z.literal(true, { message: 'Agree to share your course work with the trainers to join.' }),
});
export type JoinCourseBody = z.input<typeof joinCourseBodySchema>;

export const joinCourseReplySchema = z.object({ courseId: courseIdSchema });

export const leaveCourseBodySchema = z.object({
  /** true: what was shared stays with the course; false: it is removed. */
  keepWork: z.boolean(),
});
export type LeaveCourseBody = z.infer<typeof leaveCourseBodySchema>;

/** A student's e-mail setting for the course: a mail (a link, nothing more) when a trainer comments on their work. */
export const notificationsBodySchema = z.object({
  comments: z.boolean(),
  /** The language the student reads the site in: the mail follows it (else the course's). */
  language: z.enum(COURSE_LANGUAGES).optional(),
});
export type NotificationsBody = z.infer<typeof notificationsBodySchema>;

/** The longest text pasted into a De-Jargonizer assignment (the De-Jargonizer's own page takes long texts; a course's is an abstract). */
export const PASTED_TEXT_MAX = 20_000;

export const submitWorkBodySchema = z.union([
  z.object({
    taskType: taskTypeSchema,
    /** The task as its owner sees it: a row id (Your Tasks) or an exercise reply's signed taskId. */
    taskId: z.string().min(1).max(200),
  }),
  z.object({
    /** A De-Jargonizer assignment's text pasted on the course page: measured and kept by the course alone. */
    text: z.string().trim().min(1, 'Paste the text.').max(PASTED_TEXT_MAX, `Use at most ${PASTED_TEXT_MAX} characters.`),
  }),
]);
export type SubmitWorkBody = z.infer<typeof submitWorkBodySchema>;

export const submissionSummarySchema = submissionFiguresSchema.extend({
  id: rowIdSchema,
  assignmentId: rowIdSchema,
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const commentSchema = z.object({
  id: rowIdSchema,
  /** The trainer's name; null for an account without one (never the address). */
  authorName: z.string().nullable(),
  /** The passage of the text commented on, as quoted; null: the whole submission. */
  quote: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  // The server always sends these three; absent reads as not edited, not deleted, not the caller's.
  /** Its author changed it since. */
  editedAt: z.iso.datetime().nullable().optional(),
  /** Its author deleted it after the student replied: body and quote are empty, the reply stays ("comment deleted"). */
  deleted: z.boolean().optional(),
  /** The caller wrote it (they may edit or delete it). */
  mine: z.boolean().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const submissionDetailReplySchema = z.object({
  submission: submissionSummarySchema.extend({
    assignmentTitle: z.string(),
    studentName: z.string(),
    taskType: taskTypeSchema,
    /** The text the figures are of (the exercise's final text, or the analysed text). */
    text: z.string(),
    /**
     * An exercise's conversation, read-only, while the student's saved task is still theirs; null
     * for a De-Jargonizer text, a pasted one, or a task since removed or anonymised ("Don't Save Data").
     */
    transcript: z.array(taskMessageSchema).nullable(),
    /**
     * How the De-Jargonizer colours a De-Jargonizer text: the period it was measured with and the
     * key terms stored with the student's task (null for a pasted text or a task since removed);
     * absent for an exercise's text or a blank one.
     */
    colouring: z.object({ period: z.string(), keyTerms: z.array(z.string()).nullable() }).optional(),
  }),
  /** Newest first. */
  comments: z.array(commentSchema),
});
export type SubmissionDetailReply = z.infer<typeof submissionDetailReplySchema>;

/** What a member writes on a submission (a comment or a reply): some words, at most 5000 characters. */
const writtenBody = (what: 'comment' | 'reply') => filledText(5000, `a ${what}`, `Write the ${what}.`);

export const createCommentBodySchema = z.object({
  body: writtenBody('comment'),
  /** A passage of the submission's text, as it appears there; omitted or null: the whole text. */
  quote: z
    .string()
    .trim()
    .min(1)
    .max(2000, 'Quote at most 2000 characters.')
    .nullable()
    .default(null),
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

/** Its author corrects a comment's body (the quote stays). */
export const updateCommentBodySchema = createCommentBodySchema.pick({ body: true });
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

export const replyBodySchema = z.object({
  body: writtenBody('reply'),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** The student's comments across the course, newest first, with what they are on. */
export const studentCommentsReplySchema = z.object({
  comments: z.array(
    commentSchema.extend({ submissionId: rowIdSchema, assignmentTitle: z.string() }),
  ),
});
export type StudentCommentsReply = z.infer<typeof studentCommentsReplySchema>;

/** GET …/assignments/{id}/session: the exercise conversation the student last left, to continue anywhere. */
export const assignmentSessionReplySchema = z.object({
  session: z
    .object({
      /** The conversation in wire casing (Id, Text, IsStudent, InputType …), as the exercise call takes it. */
      messages: z.array(z.record(z.string(), z.unknown())),
      /** The sealed history of the last reply, sent back with the next turn. */
      history: z.record(z.string(), z.unknown()),
      savedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type AssignmentSessionReply = z.infer<typeof assignmentSessionReplySchema>;

export const dashboardCellSchema = submissionFiguresSchema.extend({
  submissionId: rowIdSchema.nullable(),
  /** When the student last replied to a comment on this submission; null without a reply. */
  lastReplyAt: z.iso.datetime().nullable(),
});
export type DashboardCell = z.infer<typeof dashboardCellSchema>;

/** Per assignment: medians and spread (interquartile range) of the submitted texts. */
export const assignmentSpreadSchema = z.object({
  assignmentId: rowIdSchema,
  submitted: z.number().int(),
  finished: z.number().int(),
  medianScore: z.number().nullable(),
  scoreIqr: z.number().nullable(),
  medianRareShare: z.number().nullable(),
  medianWords: z.number().nullable(),
  /** The coach's remarks the students marked wrong in this assignment's exercises, by finding kind, most first. */
  wrongRemarks: z.array(z.object({ kind: z.string(), reports: z.number().int() })),
});

export const dashboardReplySchema = z.object({
  assignments: z.array(assignmentSchema),
  /** One row per current student, and per student who left with their work kept. */
  students: z.array(
    studentSchema.extend({
      left: z.boolean(),
      /** In the order of `assignments`. */
      cells: z.array(dashboardCellSchema),
    }),
  ),
  spread: z.array(assignmentSpreadSchema),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** A text's figures as Compare pairs them: score, rare words as a percentage of the words, words. */
export const pairedFiguresSchema = z.object({ score: z.number(), rarePercent: z.number(), words: z.number() });
export type PairedFigures = z.infer<typeof pairedFiguresSchema>;

/** A distinct rare word and how many students' texts it was rare in. */
const wordCountSchema = z.object({ word: z.string(), students: z.number().int() });

/**
 * Before and after (docs/courses.md "Before and after"): each student's before and after texts,
 * and over the students with both, Compare's paired statistics of each figure and the rare words
 * the class dropped and kept.
 */
export const beforeAfterReplySchema = z.object({
  /** The marked assignments; null while the course has no such mark. */
  beforeAssignmentId: rowIdSchema.nullable(),
  afterAssignmentId: rowIdSchema.nullable(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The student left the course keeping their work, which still counts here. */
      left: z.boolean(),
      before: pairedFiguresSchema.nullable(),
      after: pairedFiguresSchema.nullable(),
      /** Rare in the before text and not in the after text; rare in both. */
      dropped: z.array(z.string()),
      kept: z.array(z.string()),
    }),
  ),
  /** Over the students with both texts measured: Compare's mean change (95 % CI), median change and exact Wilcoxon test. */
  summary: z.object({ score: measureSummarySchema, rarePercent: measureSummarySchema, words: measureSummarySchema }),
  /** The class's rare words, most students first (at most 50 each). */
  dropped: z.array(wordCountSchema),
  kept: z.array(wordCountSchema),
});
export type BeforeAfterReply = z.infer<typeof beforeAfterReplySchema>;

// ---- Co-trainers, invited by e-mail (docs/courses.md "Co-trainers") ----

/** How long an invitation to co-train can be accepted. */
export const TRAINER_INVITATION_DAYS = 14;

/** A trainer invites a co-trainer: any e-mail address, with an account or without one yet. */
export const inviteTrainerBodySchema = z.object({ email: emailSchema });
export type InviteTrainerBody = z.infer<typeof inviteTrainerBodySchema>;

/** An invitation not yet answered, as the course's trainers see it. */
export const trainerInvitationSchema = z.object({
  id: rowIdSchema,
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its expiry: it can no longer be accepted (invite again, or withdraw it). */
  expired: z.boolean(),
});
export type TrainerInvitation = z.infer<typeof trainerInvitationSchema>;

export const trainerInvitationReplySchema = z.object({ invitation: trainerInvitationSchema });
export const trainerInvitationListSchema = z.object({ invitations: z.array(trainerInvitationSchema) });
export type TrainerInvitationList = z.infer<typeof trainerInvitationListSchema>;

export const trainerInvitationParamsSchema = z.object({ courseId: courseIdSchema, invitationId: rowIdSchema });

/** The secret of an invitation's link: 32 random bytes, base64url. */
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Not an invitation link.' }),
});

/** What the invited person sees before answering (signed in with the invited address only). */
export const invitationPreviewSchema = z.object({
  courseName: z.string(),
  language: z.enum(COURSE_LANGUAGES),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The trainer who invited, by name; null for an account without one (never the address). */
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const COURSE_ERROR_CODES = {
  notFound: 'COURSE_NOT_FOUND',
  codeNotFound: 'JOIN_CODE_NOT_FOUND',
  taskNotFound: 'TASK_NOT_FOUND',
  wrongTaskType: 'WRONG_TASK_TYPE',
  markTaken: 'MARK_TAKEN',
  quoteNotInText: 'QUOTE_NOT_IN_TEXT',
  alreadyReplied: 'ALREADY_REPLIED',
  noText: 'NO_TEXT',
  alreadyMember: 'ALREADY_MEMBER',
  invitationNotFound: 'INVITATION_NOT_FOUND',
  invitationExpired: 'INVITATION_EXPIRED',
  invitationForAnother: 'INVITATION_FOR_ANOTHER_ADDRESS',
  ownerCannotLeave: 'OWNER_CANNOT_LEAVE',
  hasSubmissions: 'ASSIGNMENT_HAS_SUBMISSIONS',
  ownerStays: 'OWNER_CANNOT_BE_REMOVED',
} as const;

export const memberParamsSchema = z.object({ courseId: courseIdSchema, userId: z.string().min(1).max(100) });
