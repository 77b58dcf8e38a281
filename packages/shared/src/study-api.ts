// Studies (docs/research.md "Studies"): a research group's own writing study — one exercise,
// the arms it compares, participant links, a dashboard and a per-study export. The researchers'
// routes answer 404 to anybody who is not the study's owner or collaborator; the participants'
// routes are reached through a study's unguessable link. The server declares these as its route
// schemas; the web app takes its types from here.
import { z } from 'zod';
import { filledText, writtenText } from './form-text.ts';
import {
  RESEARCH_EXERCISES,
  researchDateSchema,
  researchEditionSchema,
} from './research-api.ts';
import { RESEARCH_EXERCISE_IDS, exerciseManifest, type ResearchExerciseId } from './exercises.ts';

/** full: the configured coach; slim: the research edition's neutral coaching; no-feedback: the public exercise without feedback. */
export const STUDY_ARMS = ['full', 'slim', 'no-feedback'] as const;
export type StudyArm = (typeof STUDY_ARMS)[number];
export const studyArmSchema = z.enum(STUDY_ARMS);

export const STUDY_ALLOCATIONS = ['balanced', 'fixed'] as const;
export type StudyAllocation = (typeof STUDY_ALLOCATIONS)[number];

/** chat: the name is asked in the chat; link: the link's participant / participantName parameter. */
export const STUDY_IDENTIFICATIONS = ['chat', 'link'] as const;
export type StudyIdentification = (typeof STUDY_IDENTIFICATIONS)[number];

export const STUDY_STATUSES = ['open', 'closed'] as const;
export type StudyStatus = (typeof STUDY_STATUSES)[number];

/** open; closed by a researcher; ended: past its end day (UTC). Only an open study takes new participants. */
export type StudyState = 'open' | 'closed' | 'ended';

export const studyIdSchema = z.uuid({ message: 'Not a study id.' });

const title = filledText(200, 'the title', 'Give the study a title.');
const description = writtenText(5000, 'the description');
const consentText = writtenText(20000, 'the consent text');

/**
 * A reader check after the exercise (docs/reader-check.md "In a study"): each participant's
 * final text goes to readers, who mark the words they don't know. null: none.
 */
export const studyReaderCheckSchema = z.object({
  /** Readers wanted per participant's text (shown against the readers who answered). */
  targetReaders: z.number().int().min(1).max(1000),
  /** Whether readers rate the text's clarity (1–5). */
  clarityRating: z.boolean(),
});
export type StudyReaderCheck = z.infer<typeof studyReaderCheckSchema>;

export const createStudyBodySchema = z.object({
  title,
  description: description.default(''),
  exercise: z.enum(RESEARCH_EXERCISES),
  arms: z
    .array(studyArmSchema)
    .min(1, 'Choose at least one arm.')
    .refine((arms) => new Set(arms).size === arms.length, { message: 'Choose each arm once.' }),
  allocation: z.enum(STUDY_ALLOCATIONS),
  identification: z.enum(STUDY_IDENTIFICATIONS),
  consentText: consentText.nullable().default(null),
  endsOn: researchDateSchema.nullable().default(null),
  readerCheck: studyReaderCheckSchema.nullable().default(null),
});
export type CreateStudyBody = z.input<typeof createStudyBodySchema>;

/** What can change once a study runs: not its exercise, arms or allocation (its data would no longer compare). */
export const updateStudyBodySchema = z
  .object({
    title,
    description,
    consentText: consentText.nullable(),
    status: z.enum(STUDY_STATUSES),
    endsOn: researchDateSchema.nullable(),
    readerCheck: studyReaderCheckSchema.nullable(),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Send at least one of title, description, consentText, status, endsOn or readerCheck to change.',
  });
export type UpdateStudyBody = z.infer<typeof updateStudyBodySchema>;

export const studyLinkSchema = z.object({
  /** The unguessable token; the participants' page is /study/{token}. */
  token: z.string(),
  /** The arm everyone on this link gets; null: balanced random allocation. */
  arm: studyArmSchema.nullable(),
});
export type StudyLink = z.infer<typeof studyLinkSchema>;

export const studyMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type StudyMember = z.infer<typeof studyMemberSchema>;

export const studyStateSchema = z.enum(['open', 'closed', 'ended']);

export const studySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  exercise: z.enum(RESEARCH_EXERCISES),
  arms: z.array(studyArmSchema),
  allocation: z.enum(STUDY_ALLOCATIONS),
  identification: z.enum(STUDY_IDENTIFICATIONS),
  consentText: z.string().nullable(),
  status: z.enum(STUDY_STATUSES),
  endsOn: z.string().nullable(),
  readerCheck: studyReaderCheckSchema.nullable(),
  state: studyStateSchema,
  /** Whether the caller owns it (only the owner adds collaborators and deletes data). */
  owned: z.boolean(),
  owner: studyMemberSchema,
  collaborators: z.array(studyMemberSchema),
  links: z.array(studyLinkSchema),
  createdAt: z.string(),
});
export type Study = z.infer<typeof studySchema>;

export const studyListItemSchema = studySchema.pick({
  id: true,
  title: true,
  exercise: true,
  arms: true,
  state: true,
  owned: true,
  createdAt: true,
});
export const studyListReplySchema = z.object({
  studies: z.array(studyListItemSchema),
  /** Whether the fixed research paths (RESEARCH_UUID) are configured: the default study. */
  defaultStudy: z.boolean(),
  /** The default study's participant paths (/{uuid}-halflife-full …), for researchers to send; empty without RESEARCH_UUID. */
  defaultStudyLinks: z.array(z.object({ edition: researchEditionSchema, path: z.string() })),
});
export type StudyList = z.infer<typeof studyListReplySchema>;

export const addCollaboratorBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter an e-mail address.' })),
});

export const collaboratorParamsSchema = z.object({
  id: studyIdSchema,
  userId: z.string().min(1).max(200),
});

export const studyParamsSchema = z.object({ id: studyIdSchema });

// ---- Dashboard ----

export const stageTimeSchema = z.object({
  stage: z.number().int().nonnegative(),
  /** Sessions that left this stage (answered it and moved on). */
  sessions: z.number().int().nonnegative(),
  /** The median time spent at the stage, in seconds; null without sessions. */
  medianSeconds: z.number().nullable(),
});

export const armDashboardSchema = z.object({
  arm: studyArmSchema,
  /** Participants given this arm (they opened the link and started). */
  enrolled: z.number().int().nonnegative(),
  /** Sessions with at least one answer stored. */
  started: z.number().int().nonnegative(),
  finished: z.number().int().nonnegative(),
  stageTimes: z.array(stageTimeSchema),
  /** Unfinished sessions by the stage they stopped at (its script name; null for a number no script has). */
  dropOff: z.array(
    z.object({
      stage: z.number().int().nonnegative(),
      name: z.string().nullable(),
      sessions: z.number().int().nonnegative(),
    }),
  ),
  /** Participants who started on the link but stopped before their first answer (no session stored). */
  beforeFirstAnswer: z.number().int().nonnegative(),
});
export type ArmDashboard = z.infer<typeof armDashboardSchema>;

export const studyDashboardSchema = z.object({
  arms: z.array(armDashboardSchema),
  /** The stage a session finishes at (docs/exercises.md). */
  finishStage: z.number().int(),
  /** The stages where participants answer, with the exercise script's name for each. */
  stages: z.array(z.object({ stage: z.number().int().nonnegative(), name: z.string() })),
  stored: z.object({
    participants: z.number().int().nonnegative(),
    sessions: z.number().int().nonnegative(),
    /** The stored size of the sessions and their records, in bytes. */
    bytes: z.number().int().nonnegative(),
  }),
  /**
   * Identifiers (compared without regard to case) that more than one participant carries:
   * enrolled twice before enrolment was once per identifier (docs/research.md "Personal links").
   */
  duplicateIdentifiers: z
    .array(z.object({ identifier: z.string(), participants: z.number().int(), arms: z.array(z.string()) }))
    .default([]),
  updatedAt: z.string(),
});
export type StudyDashboard = z.infer<typeof studyDashboardSchema>;

/** What the audit trail records (docs/research.md "Audit trail"). */
export const AUDIT_ACTIONS = [
  'study-created',
  'settings-changed',
  'collaborator-added',
  'collaborator-removed',
  'data-exported',
  'data-deleted',
  'role-granted',
  'role-revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const studyAuditSchema = z.object({
  /** Newest first, the latest 200. */
  events: z.array(
    z.object({
      at: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      /** Whoever acted, by e-mail; null: the command line on the server, or a deleted account. */
      actor: z.string().nullable(),
      actorDeleted: z.boolean(),
      /** The account acted on (a collaborator, a role's holder), by e-mail. */
      subject: z.string().nullable(),
      detail: z.object({
        format: z.string().optional(),
        sessions: z.number().int().optional(),
        participants: z.number().int().optional(),
        fields: z.array(z.string()).optional(),
        status: z.string().optional(),
      }),
    }),
  ),
});
export type StudyAudit = z.infer<typeof studyAuditSchema>;

export const STUDY_EXPORT_FORMATS = ['csv', 'json', 'codebook'] as const;
export type StudyExportFormat = (typeof STUDY_EXPORT_FORMATS)[number];
export const studyExportQuerySchema = z.object({
  format: z.enum(STUDY_EXPORT_FORMATS).default('csv'),
});

export const deleteStudyDataBodySchema = z.object({
  /** The study's title, typed again: a deletion is never one click away. */
  confirmTitle: z.string(),
});
export const deleteStudyDataReplySchema = z.object({
  deletedSessions: z.number().int().nonnegative(),
  deletedParticipants: z.number().int().nonnegative(),
});

// ---- Participants ----

export const participationTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
export const participantParamsSchema = participationTokenParamsSchema.extend({
  participantId: z.uuid(),
});

/** What a participant's page shows before starting (never the arm: participants are blind to it). */
export const participationSchema = z.object({
  title: z.string(),
  description: z.string(),
  exercise: z.enum(RESEARCH_EXERCISES),
  state: studyStateSchema,
  identification: z.enum(STUDY_IDENTIFICATIONS),
  consentText: z.string().nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

export const enrolBodySchema = z.object({
  /** true when the study has a consent text: the participant ticked "I agree". */
  consent: z.boolean().default(false),
  /** The link's participant / participantName parameter (identification "link"). */
  participant: z.string().trim().max(200).optional(),
  /** The personal link's key (identification "link"): docs/research.md "Personal links". */
  key: z.string().trim().max(100).optional(),
});

/**
 * A participant's unfinished session, to resume in a browser that does not hold it: the sealed
 * history its last turn handed out and the conversation (the chat's own message shape).
 */
export const resumableSessionSchema = z.object({
  history: z.record(z.string(), z.unknown()),
  messages: z.array(z.record(z.string(), z.unknown())),
});
export type ResumableSession = z.infer<typeof resumableSessionSchema>;

/** Identifiers a researcher wants personal links for (identification "link"). */
export const personalLinksBodySchema = z.object({
  identifiers: z.array(z.string().trim().min(1).max(200)).min(1).max(2000),
});
export type PersonalLinksBody = z.infer<typeof personalLinksBodySchema>;
export const personalLinksReplySchema = z.object({
  /** Each identifier with the key its link carries: `?participant={identifier}&key={key}`. */
  links: z.array(z.object({ identifier: z.string(), key: z.string() })),
});
export type PersonalLinks = z.infer<typeof personalLinksReplySchema>;
export const enrolReplySchema = z.object({ participantId: z.string() });

/** The exercise id (exercises.ts) of each research exercise as a study stores it. */
export const EXERCISE_KEYS = Object.fromEntries(
  RESEARCH_EXERCISE_IDS.map((id) => [exerciseManifest[id].slug, id]),
) as { [K in ResearchExerciseId as (typeof exerciseManifest)[K]['slug']]: K };

// ---- Reader checks of a study (docs/reader-check.md "In a study") ----

/** A participant's check as the study's page lists it. */
export const studyReaderCheckItemSchema = z.object({
  /** The check (its results: /research/studies/{id}/reader-checks/{checkId}). */
  id: z.string(),
  sessionId: z.string(),
  participantId: z.string(),
  participantName: z.string().nullable(),
  arm: studyArmSchema,
  /** The readers' link, {origin}/read/{token}. */
  url: z.string(),
  readers: z.number().int(),
  targetReaders: z.number().int(),
  wordCount: z.number().int(),
  createdAt: z.string(),
});
export type StudyReaderCheckItem = z.infer<typeof studyReaderCheckItemSchema>;
export const studyReaderChecksReplySchema = z.object({ checks: z.array(studyReaderCheckItemSchema) });
export type StudyReaderChecksReply = z.infer<typeof studyReaderChecksReplySchema>;
export const studyReaderCheckParamsSchema = z.object({ id: studyIdSchema, checkId: z.uuid() });

/** What a participant who finished is shown: the link to pass to their readers. */
export const participantReaderCheckSchema = z.object({
  url: z.string(),
  readers: z.number().int(),
  targetReaders: z.number().int(),
});
export type ParticipantReaderCheck = z.infer<typeof participantReaderCheckSchema>;
