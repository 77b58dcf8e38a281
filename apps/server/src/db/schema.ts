// The whole database schema in one place (README.md, "Architecture"). Property names are camelCase;
// drizzle's snake_case casing turns them into the column names.
import { sql } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A user's id; the row is deleted with the user. */
const cascadingUserId = () => text().notNull().references(() => user.id, { onDelete: 'cascade' });
/** Another row's id; this row is deleted with it. */
const cascadingRef = (parent: () => AnyPgColumn) => uuid().notNull().references(parent, { onDelete: 'cascade' });

// ---- Tables of the authentication library (better-auth core + two-factor plugin) ----

export const user = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  twoFactorEnabled: boolean().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    // Kept because the library's adapter expects the columns; we configure it never to fill
    // ipAddress (docs/accounts.md: no IP address is ever collected).
    ipAddress: text(),
    userAgent: text(),
    userId: cascadingUserId(),
    // When this session passed the second factor (a TOTP or backup code), null when it did not:
    // research data needs it (docs/research.md "Two-factor sign-in"). Set by auth.ts.
    twoFactorVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: cascadingUserId(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: cascadingUserId(),
    // The two-factor plugin of better-auth 1.7: a secret is "verified" once the user has
    // entered a first code; failed codes count towards a temporary lock.
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    // The time step (Unix time / 30 s) of the last TOTP code accepted: no code of that step or an
    // earlier one is accepted again (auth/totp-once.ts). Not the library's: it never reads it.
    lastTotpStep: integer(),
  },
  (t) => [index().on(t.userId)],
);

// ---- Product tables ----

export const userDemographics = pgTable('user_demographics', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text(),
  gender: text(),
  age: text(),
  academicBackground: text(),
  firstLanguage: text(), // comma-joined (docs/product.md §3)
  country: text(), // comma-joined
  fieldOfStudy: text(), // comma-joined
  goals: text(),
  // These two columns keep the original's camelCase spelling (docs/product.md §3).
  acceptTermsPrivacyPolicy: boolean('acceptTermsPrivacyPolicy').notNull().default(false),
  rejectSaveData: boolean('rejectSaveData').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Columns every interaction table shares. user_id is null for anonymised rows. */
const interaction = () => ({
  id: uuid().primaryKey().defaultRandom(),
  userId: text().references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Columns of a research-capable exercise session. */
const sessionFields = () => ({
  currentStage: integer(),
  isResearch: boolean().notNull().default(false),
  participantName: text(),
  startTime: timestamp({ withTimezone: true }),
  endTime: timestamp({ withTimezone: true }),
  messages: jsonb(),
  /**
   * Per stage answered in writing, whether the answer was pasted into the chat's text box:
   * { "3": { "pasted": true, "pastedChars": 412, "chars": 640 } } (docs/exercises.md). Not
   * content (it holds nothing the person wrote), so anonymous rows keep it too.
   */
  copyPasteCheck: jsonb(),
  /**
   * What the coach concluded about each answer it commented on, as kinds, spans and message keys:
   * { "textLogos": [{ "kind": "logos.evidence", "start": 12, "end": 18, "key": "logos.evidence" }] }
   * (docs/exercises.md "How the coach decides"). Derived from the texts, so content: nulled with them.
   */
  coachFindings: jsonb(),
});

// Each Half Life text is stored with the coach's measures (docs/exercises.md names the texts, their
// Jargon, GPT3 and score; the counts and percentage are the anonymous statistics docs/accounts.md
// "Privacy" keeps for guests), as @scicomm/coach's toStorageRecord gives them.
export const halflifeUserInteractions = pgTable(
  'halflife_user_interactions',
  {
    ...interaction(),
    ...sessionFields(),
    variant: text(),
    targetAudience: text(),
    text120First: text(),
    text120FirstGpt3: text(),
    text120FirstJargon: text(),
    text120FirstJargonScore: real(),
    text120FirstTotalWords: integer(),
    text120FirstRareWords: integer(),
    text120FirstRareWordsPercentage: real(),
    text60: text(),
    text60Gpt3: text(),
    text60Jargon: text(),
    text60JargonScore: real(),
    text60TotalWords: integer(),
    text60RareWords: integer(),
    text60RareWordsPercentage: real(),
    text30: text(),
    text30Gpt3: text(),
    text30Jargon: text(),
    text30JargonScore: real(),
    text30TotalWords: integer(),
    text30RareWords: integer(),
    text30RareWordsPercentage: real(),
    text120Last: text(),
    text120LastGpt3: text(),
    text120LastJargon: text(),
    text120LastJargonScore: real(),
    text120LastTotalWords: integer(),
    text120LastRareWords: integer(),
    text120LastRareWordsPercentage: real(),
    whichIsBetter: text(),
    // The closing reflections of the research editions, shared with Coherence and Critical
    // Thinking so a study can compare them (docs/exercises.md "Reflections").
    reflectionAnswer1: text(),
    reflectionAnswer2: text(),
    reflectionAnswer3: text(),
    reflectionAnswer4: text(),
    reflectionOpenResponse: text(),
  },
  (t) => [index().on(t.userId)],
);

export const ethicsUserInteractions = pgTable(
  'ethics_user_interactions',
  {
    ...interaction(),
    ...sessionFields(),
    targetAudience: text(),
    detailedAudience: text(),
    originalText: text(),
    mitigateText: text(),
    mitigateTextGpt3: text(),
    finalText: text(),
    whichIsBetter: text(),
    whyIsBetter: text(),
    additionalInformation: text(),
    variant: text(),
  },
  (t) => [index().on(t.userId)],
);

export const persuasiveUserInteractions = pgTable(
  'persuasive_user_interactions',
  {
    ...interaction(),
    ...sessionFields(),
    targetAudience: text(),
    detailedAudience: text(),
    originalText: text(),
    textLogos: text(),
    textAudienceInterests: text(),
    pathosInterestsReflected: text(),
    textPathos: text(),
    ethosAffiliation: text(),
    ethosAffiliationReflected: text(),
    textEthos: text(),
    whichIsBetter: text(),
    whyIsBetter: text(),
    additionalInformation: text(),
    whatYouHaveLearnt: text(),
    originalTextJargon: text(),
    textLogosGpt3: text(),
    textPathosGpt3: text(),
    textEthosGpt3: text(),
    // The jargon measure of the first summary: the anonymous statistics docs/accounts.md
    // keeps for guests, like Half Life's.
    originalTextTotalWords: integer(),
    originalTextRareWords: integer(),
    originalTextRareWordsPercentage: real(),
    originalTextJargonScore: real(),
    variant: text(),
  },
  (t) => [index().on(t.userId)],
);

export const dejargonizerUserInteractions = pgTable(
  'dejargonizer_user_interactions',
  {
    ...interaction(),
    dictionary: text().notNull(),
    text: text(),
    resultText: text(),
    totalWords: integer(),
    rareWords: integer(),
    midRangeWords: integer(),
    jargonScore: integer(),
    // The writer's key terms, as typed, kept with a saved text (never on an anonymous row): the
    // share view and the profile show the same adjusted score as the page (docs/de-jargonizer.md).
    keyTerms: jsonb().$type<string[]>(),
  },
  (t) => [index().on(t.userId)],
);

export const coherenceUserInteractions = pgTable(
  'coherence_user_interactions',
  {
    ...interaction(),
    ...sessionFields(),
    variant: text(),
    initialText: text(),
    currentText: text(),
    question1Choice: text(),
    question1Details: text(),
    feedback1: text(),
    revisionAfterQuestion1: text(),
    question2Choice: text(),
    question2Details: text(),
    feedback2: text(),
    revisionAfterQuestion2: text(),
    question3Choice: text(),
    question3Details: text(),
    feedback3: text(),
    revisionAfterQuestion3: text(),
    question4Choice: text(),
    question4Details: text(),
    feedback4: text(),
    revisionAfterQuestion4: text(),
    question5Choice: text(),
    question5Details: text(),
    feedback5: text(),
    revisionAfterQuestion5: text(),
    finalText: text(),
    reflectionAnswer1: text(),
    reflectionAnswer2: text(),
    reflectionAnswer3: text(),
    reflectionAnswer4: text(),
    reflectionOpenResponse: text(),
  },
  (t) => [index().on(t.userId)],
);

export const criticalThinkingUserInteractions = pgTable(
  'critical_thinking_user_interactions',
  {
    ...interaction(),
    ...sessionFields(),
    variant: text(),
    initialSummary: text(),
    currentSummary: text(),
    question1Answer: text(),
    feedback1: text(),
    revisionAfterQuestion1: text(),
    question2Answer: text(),
    feedback2: text(),
    revisionAfterQuestion2: text(),
    question3Answer: text(),
    feedback3: text(),
    revisionAfterQuestion3: text(),
    question4Answer: text(),
    feedback4: text(),
    revisionAfterQuestion4: text(),
    question5Answer: text(),
    feedback5: text(),
    revisionAfterQuestion5: text(),
    finalSummary: text(),
    reflectionAnswer1: text(),
    reflectionAnswer2: text(),
    reflectionAnswer3: text(),
    reflectionAnswer4: text(),
    reflectionOpenResponse: text(),
  },
  (t) => [index().on(t.userId)],
);

export const shares = pgTable(
  'shares',
  {
    // The token shown in the link: 128 random bits, base64url (see shares service).
    id: text().primaryKey(),
    taskType: text().notNull(),
    taskId: uuid().notNull(),
    createdBy: cascadingUserId(),
    isRevoked: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdBy)],
);

// ---- Usage statistics (no personal data) ----

/** Named counters; "uses" is the footer's visits figure. */
export const usageCounters = pgTable('usage_counters', {
  name: text().primaryKey(),
  count: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** Self-hosted page views, recorded only with cookie consent. Path only: no IP, no agent. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    path: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/** Host names of sites that mounted the accessibility widget (POST /api/registerDomain). */
export const widgetDomains = pgTable('widget_domains', {
  domain: text().primaryKey(),
  firstSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  starts: bigint({ mode: 'number' }).notNull().default(sql`1`),
});

// ---- Limits shared by every server process (docs/deployment.md) ----

/**
 * The counters of every limit (limits/limits.ts, rate-limiter-flexible's Drizzle store), so that N
 * processes enforce the configured numbers together and a restart does not reset them. `key` is
 * the rule's name and the limited key's code (keyed with AUTH_SECRET): no address or e-mail is
 * stored. A row past `expire` counts as none and is deleted.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text().primaryKey(),
    points: integer().notNull(),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.expire)],
);

// ---- Roles (docs/research.md) ----

/**
 * Roles beyond an ordinary account, granted and revoked only from the command line
 * (`npm run admin`), never from the web. 'researcher' opens the Research page and its export.
 * A revoked role is deleted: the user is an ordinary user again at once.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: cascadingUserId(),
    role: text().notNull(),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

// ---- Studies (docs/research.md "Studies") ----

/**
 * A writing study run by a researcher: one exercise, the arms (editions) it compares, how
 * participants are allocated to them and how they are identified. Only its owner and the
 * collaborators they add see it. The allocation's current block (the arms still to hand out in
 * it, in random order) is kept here, so that balance holds across server processes and restarts.
 */
export const studies = pgTable(
  'studies',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: cascadingUserId(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** 'half-life' | 'coherence' | 'critical-thinking' */
    exercise: text().notNull(),
    /** The arms compared, in the researcher's order: 'full' | 'slim' | 'no-feedback'. */
    arms: jsonb().$type<string[]>().notNull(),
    /** 'balanced' (blocked random) or 'fixed' (one link per arm). */
    allocation: text().notNull(),
    /** 'chat' (the name is asked in the chat) or 'link' (the participant parameter of the link). */
    identification: text().notNull(),
    consentText: text(),
    /** 'open' or 'closed'. */
    status: text().notNull().default('open'),
    /** The last day (UTC) new participants are taken; null: no end. */
    endsOn: text(),
    allocationBlock: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * A reader check after the exercise (docs/reader-check.md "In a study"): each finished
     * session's final text becomes a check with these settings; null: none.
     */
    readerCheck: jsonb().$type<{ targetReaders: number; clarityRating: boolean }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.ownerId)],
);

/** A study's participant links: 128 random bits each; arm null: balanced random allocation. */
export const studyLinks = pgTable(
  'study_links',
  {
    token: text().primaryKey(),
    studyId: cascadingRef(() => studies.id),
    arm: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studyId)],
);

/** Researchers the owner shares a study with. */
export const studyCollaborators = pgTable(
  'study_collaborators',
  {
    studyId: cascadingRef(() => studies.id),
    userId: cascadingUserId(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.userId] }), index().on(t.userId)],
);

/**
 * One person who opened a study's link and started: the arm they were given (kept, so a reload
 * continues in it), when they accepted the consent text, and the identifier the link carried.
 * The id is what their browser keeps; it is random (uuid v4) and names nothing.
 */
export const studyParticipants = pgTable(
  'study_participants',
  {
    id: uuid().primaryKey().defaultRandom(),
    studyId: cascadingRef(() => studies.id),
    arm: text().notNull(),
    linkIdentifier: text(),
    consentedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studyId)],
);

/**
 * Which exercise session (a row of the exercise's table, by id) belongs to which participant,
 * and when the session first reached each stage: { "2": "2026-…Z", "3": … }, the dashboard's
 * time per stage. Deleting a participant deletes this link; the study service deletes the
 * exercise rows themselves in the same transaction.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    sessionId: uuid().primaryKey(),
    participantId: cascadingRef(() => studyParticipants.id),
    stageTimes: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /**
     * The history (sealed for the participant) the session's last turn handed out, so that a
     * participant who opens their personal link in another browser resumes the session
     * (docs/research.md "Personal links").
     */
    lastHistory: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.participantId)],
);

/**
 * The audit trail of research data (docs/research.md "Audit trail"): who exported a study's
 * data, deleted it, changed its settings or collaborators, or gained or lost the researcher
 * role, and when. A study's events go with the study; a role event (no study) names the account
 * it changed as `subjectId`. `actorId` is null for the command line (and once an account is
 * deleted). `detail` holds only names of things (a format, counts, the fields changed), never
 * texts or addresses.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    studyId: uuid().references(() => studies.id, { onDelete: 'cascade' }),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    subjectId: text().references(() => user.id, { onDelete: 'set null' }),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studyId, t.createdAt), index().on(t.subjectId, t.createdAt)],
);

// ---- Reader checks (docs/reader-check.md) ----

/**
 * A text a writer sends to real readers, who mark the words they don't know. The words and the
 * measure's band of each are kept as they were at creation (`words`: start, end, lookup form,
 * band letter c/m/r), so a reader's marks always index the text they were shown and the
 * results never change with a rebuilt dictionary. `token` is the reader's link: 192 random bits.
 */
export const readerChecks = pgTable(
  'reader_checks',
  {
    id: uuid().primaryKey().defaultRandom(),
    token: text().notNull().unique(),
    /** The writer; null for a study's or a course's check, which belongs to its session or submission instead. */
    ownerId: text().references(() => user.id, { onDelete: 'cascade' }),
    /**
     * A study's check: the participant's session whose final text it is. It goes with the
     * session (the study's deletion, the participant's), and so do its responses.
     */
    studySessionId: uuid()
      .unique()
      .references(() => studySessions.sessionId, { onDelete: 'cascade' }),
    /**
     * A course's check (docs/courses.md "Reader checks"): the student's submission whose text it
     * is, made by a trainer once the student agreed. It goes with the submission.
     */
    courseSubmissionId: uuid()
      .unique()
      .references((): AnyPgColumn => courseSubmissions.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    text: text().notNull(),
    /** sha256 of the text (hex): readers send it back, so a response to another text is refused. */
    textDigest: text().notNull(),
    period: text().notNull(),
    words: jsonb().$type<Array<[number, number, string, string]>>().notNull(),
    /** The writer's questions as the schema (packages/shared reader-check-api.ts) has them. */
    questions: jsonb().$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    clarityRating: boolean().notNull().default(false),
    closesAt: timestamp({ withTimezone: true }),
    closed: boolean().notNull().default(false),
    targetReaders: integer().notNull(),
    /** The De-Jargonizer analysis it was made from, if any (not a foreign key: the analysis may go). */
    sourceAnalysisId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId)],
);

/**
 * One reader's response: the word positions they marked, their answers and the optional
 * profile. No account, no address: `readerKey` is a hash of the random token their browser
 * kept, only so that one browser answers once.
 */
export const readerCheckResponses = pgTable(
  'reader_check_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    checkId: cascadingRef(() => readerChecks.id),
    readerKey: text().notNull(),
    marks: jsonb().$type<number[]>().notNull(),
    answers: jsonb().$type<Array<number | string | null>>().notNull(),
    clarity: integer(),
    ageBand: text(),
    education: text(),
    worksInScience: text(),
    firstLanguage: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.checkId, t.readerKey)],
);

// ---- Reports of the coach's remarks (docs/exercises.md "Reporting a wrong remark") ----

/**
 * A remark of the coach that a writer marked wrong or unhelpful: the finding's kind and span,
 * the exercise, stage and answer field, where it was shown, and — only for a writer whose texts
 * may be kept — the remark, the stretch of their text and their comment (null otherwise; "Don't
 * Save Data" nulls them later too, with user_id). `sessionId` is the exercise row the remark was
 * made in, when the client knew it (the study export reads a participant's reports by it).
 */
export const coachReports = pgTable(
  'coach_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    exercise: text().notNull(),
    stage: integer().notNull(),
    field: text().notNull(),
    findingKind: text().notNull(),
    spanStart: integer(),
    spanEnd: integer(),
    /** 'wrong' | 'unhelpful' */
    reason: text().notNull(),
    /** 'chat' | 'summary' | 'shared' */
    place: text().notNull(),
    sessionId: uuid(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    remark: text(),
    excerpt: text(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.sessionId), index().on(t.userId)],
);

/**
 * A writer's one-tap answer to a question of the coach (docs/exercises.md "Questions"): its kind,
 * the language of the text it was asked of, and 'readersKnow' or 'willChange'. No text and no
 * user: the answers are the questions' labels in use.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid().primaryKey().defaultRandom(),
    exercise: text().notNull(),
    findingKind: text().notNull(),
    /** 'en' | 'he' | 'ar' */
    language: text().notNull(),
    /** 'readersKnow' | 'willChange' */
    answer: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

// ---- Courses (docs/courses.md) ----

/**
 * A trainer's science-writing course: the readers it writes for (the exercises' four levels), its
 * days, and the join code students type (12 letters and digits, unique; see course-api.ts).
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: cascadingUserId(),
    name: text().notNull(),
    /** 'en' | 'he' | 'ar' */
    language: text().notNull(),
    /** 'elementary' | 'juniorHigh' | 'highSchool' | 'adults' */
    readers: text().notNull(),
    startsOn: text().notNull(),
    endsOn: text().notNull(),
    joinCode: text().notNull().unique(),
    /** When a trainer last asked for a new code: asks within JOIN_CODE_BURST_SECONDS get this one (course-join-codes.ts). */
    joinCodeRenewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId)],
);

/**
 * Who is in a course: its trainers (the owner among them) and its students. A student who left
 * keeps the row with `leftAt` set, so the work they chose to leave with the course still names
 * them; they see nothing of the course from then on.
 */
export const courseMembers = pgTable(
  'course_members',
  {
    courseId: cascadingRef(() => courses.id),
    userId: cascadingUserId(),
    /** 'trainer' | 'student' */
    role: text().notNull(),
    joinedAt: createdAt(),
    leftAt: timestamp({ withTimezone: true }),
    /** A trainer removed the student (leftAt is set too): their course list says so until they join again. */
    removedAt: timestamp({ withTimezone: true }),
    /** A student asked for an e-mail when a trainer comments on their work (off unless they turn it on). */
    notifyComments: boolean().notNull().default(false),
    /** The language the student read the site in when they asked for the mail; null: the course's. */
    mailLanguage: text(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index().on(t.userId)],
);

/** An assignment: one exercise of the manifest or a De-Jargonizer text; at most one `before` and one `after` per course. */
export const courseAssignments = pgTable(
  'course_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: cascadingRef(() => courses.id),
    /** An exercise id ('halfLife' …) or 'dejargonizer'. */
    kind: text().notNull(),
    title: text().notNull(),
    instructions: text().notNull().default(''),
    readers: text().notNull(),
    dueOn: text(),
    /** 'before' | 'after' | null */
    mark: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.courseId), uniqueIndex().on(t.courseId, t.mark).where(sql`${t.mark} is not null`)],
);

/**
 * A student's work attached to an assignment: which task it is, and a copy of its text and
 * figures taken when it was attached (attached again, they are taken again). The copy is the
 * course's, kept whatever the student's "Don't Save Data" choice, until they leave and remove it.
 */
export const courseSubmissions = pgTable(
  'course_submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    assignmentId: cascadingRef(() => courseAssignments.id),
    studentId: cascadingUserId(),
    taskType: text().notNull(),
    /** The task attached; null for a text pasted into a De-Jargonizer assignment (nothing else stores it). */
    taskId: uuid(),
    /** 'inProgress' | 'finished' */
    status: text().notNull(),
    text: text().notNull().default(''),
    words: integer(),
    rareWords: integer(),
    score: integer(),
    /** The rare words' forms, repeats kept (what the class dropped and kept). */
    rareForms: jsonb().$type<string[]>(),
    seconds: integer(),
    /** When the student let the course's readers check this text; null again once another text is attached. */
    readersAgreedAt: timestamp({ withTimezone: true }),
    /**
     * An exercise's conversation as the student last left it (the messages in wire casing and the
     * sealed history of the last reply), so the student continues it in another tab or on another
     * device; null for a De-Jargonizer text or before the student has written.
     */
    session: jsonb().$type<{ messages: Record<string, unknown>[]; history: Record<string, unknown>; savedAt: string }>(),
    submittedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.assignmentId, t.studentId), index().on(t.studentId)],
);

/**
 * The comment mail of a student of a course (docs/courses.md "Comments"): at most one an hour.
 * The submissions commented on since the last mail wait here and go out together, sent off the
 * request path by courses/course-comment-mail-sender.ts; a row outlives a restart.
 */
export const courseCommentMails = pgTable(
  'course_comment_mails',
  {
    courseId: cascadingRef(() => courses.id),
    studentId: cascadingUserId(),
    /** The submissions commented on since the last mail, in order; empty when none waits. */
    submissionIds: jsonb().$type<string[]>().notNull().default([]),
    /** When the first of them was commented on; null when no mail waits. */
    waitingSince: timestamp({ withTimezone: true }),
    /** The submissions of the mail being sent, taken from the waiting ones; back to them if the send fails. */
    sendingIds: jsonb().$type<string[]>().notNull().default([]),
    /** When a sender took them; a take older than a few minutes is a sender that died, and is given back. */
    sendingSince: timestamp({ withTimezone: true }),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.studentId] }), index().on(t.waitingSince)],
);

/** A trainer's comment on a submission, whole or on a quoted passage, and the student's one reply. */
export const courseComments = pgTable(
  'course_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    submissionId: cascadingRef(() => courseSubmissions.id),
    authorId: cascadingUserId(),
    quote: text(),
    body: text().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** Its author changed the body. */
    editedAt: timestamp({ withTimezone: true }),
    /** Its author deleted it after the student replied: the reply stays under a "comment deleted" mark (body and quote emptied). */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.submissionId)],
);

/**
 * An invitation to co-train a course, mailed to an address (with an account or not yet): single
 * use — accepting, declining or withdrawing deletes it — and only until `expiresAt`. Only the
 * SHA-256 of the link's token is kept, so a reader of the database cannot accept one. One per
 * course and address: inviting again replaces it.
 */
export const courseTrainerInvitations = pgTable(
  'course_trainer_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: cascadingRef(() => courses.id),
    /** As the trainer typed it; compared without regard to case. */
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: cascadingUserId(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('course_trainer_invitations_course_id_email_index').on(t.courseId, sql`lower(${t.email})`)],
);

// ---- Corpus jobs (docs/research.md "Corpora") ----

/**
 * A researcher's corpus measured in the background: its settings, where it stands, and the
 * counts the progress bar shows. `generation` grows with every resume, so that chunks queued
 * before a pause are dropped rather than measured a second time.
 */
export const corpusJobs = pgTable(
  'corpus_jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: cascadingUserId(),
    /** The study the job belongs to (its collaborators see it too); null: the owner's alone. */
    studyId: uuid().references(() => studies.id, { onDelete: 'set null' }),
    /** The uploaded file's name. */
    name: text().notNull(),
    /** 'reading' | 'running' | 'paused' | 'cancelled' | 'done' | 'failed' */
    status: text().notNull().default('reading'),
    period: text().notNull(),
    keyTerms: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Keep the texts after the job ends (otherwise they are deleted when it ends). */
    keepTexts: boolean().notNull().default(false),
    /** The CSV column whose values group the summary; null: none. */
    groupColumn: text(),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    generation: integer().notNull().default(0),
    /** Why the whole job failed (the file could not be read at all); a broken text is a result row. */
    error: text(),
    /** Start of the current run (submission or last resume) and `done` then: the texts per second. */
    runStartedAt: timestamp({ withTimezone: true }),
    doneAtRunStart: integer().notNull().default(0),
    lastProgressAt: timestamp({ withTimezone: true }),
    /** While 'reading': when the process storing the upload's texts last said it is alive (corpora/corpus-reading.ts). */
    readingSeenAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId), index().on(t.studyId)],
);

/** A job's texts in the order read (position from 0): kept until the job ends unless the owner keeps them. */
export const corpusTexts = pgTable(
  'corpus_texts',
  {
    jobId: cascadingRef(() => corpusJobs.id),
    position: integer().notNull(),
    /** The text's id: its file name in a ZIP or folder, its id column in a CSV. */
    textId: text().notNull(),
    text: text(),
    /** Why the text could not be read; the result row carries it. */
    error: text(),
    groupValue: text(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);

/** One result per text (the group grading's columns); the key makes a text's result exist once. */
export const corpusResults = pgTable(
  'corpus_results',
  {
    jobId: cascadingRef(() => corpusJobs.id),
    position: integer().notNull(),
    textId: text().notNull(),
    groupValue: text(),
    commonPercent: real(),
    common: integer(),
    midPercent: real(),
    mid: integer(),
    rarePercent: real(),
    rare: integer(),
    score: real(),
    words: integer(),
    error: text(),
    errorCode: text(),
    period: text(),
    adjustedScore: real(),
    explainedTerms: integer(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);

/**
 * A researcher's personal access token for scripts (docs/research.md "Corpora"): scoped to corpus
 * jobs, stored as its SHA-256 only (the token is 256 random bits, shown once), revoked by deletion.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: cascadingUserId(),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** What the token may reach: 'corpus-jobs' only, so far. */
    scope: text().notNull().default('corpus-jobs'),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
