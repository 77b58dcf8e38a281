// The accounts API: request and reply schemas used by the server's routes and the web
// app's API layer, and the session constants. See docs/accounts.md.
import { z } from 'zod';
import {
  ACADEMIC_BACKGROUND_OPTIONS,
  AGE_OPTIONS,
  COUNTRY_OPTIONS,
  FIELD_OF_STUDY_OPTIONS,
  GENDER_OPTIONS,
  LANGUAGE_OPTIONS,
} from './account-options.ts';
import { EXERCISE_IDS, exerciseManifest, type ExerciseTaskType } from './exercises.ts';
import { RETURN_PATH_MAX_LENGTH, returnPathOf } from './return-path.ts';

// ---- Session ----

// The session constants live in session-timing.ts (small, loaded on every page); re-exported
// here so the server and the account screens keep one import.
export * from './session-timing.ts';

/** After "Registration successful!" the register page goes to /. */
export const REGISTRATION_REDIRECT_MS = 3000;

// ---- Field limits ----

export const EMAIL_MAX_LENGTH = 254;
/** Bounds what reaches the password hash; the library's own rule (8 to 128 characters) decides. */
export const PASSWORD_MAX_INPUT_LENGTH = 1024;
export const GOALS_MAX_LENGTH = 2000;
/** The password rule (the library's: auth.ts minPasswordLength and maxPasswordLength). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_LIST_CHOICES = 30;
/** A display name's most characters (code points: any script counts one a letter). */
export const DISPLAY_NAME_MAX_LENGTH = 80;
/** The longest image address the library's update-user takes (the site shows no image). */
export const IMAGE_URL_MAX_LENGTH = 2000;

/**
 * Characters no name needs: controls, line and paragraph separators, the direction marks
 * (U+200E, U+200F, U+061C), embeddings, overrides and isolates (the pages isolate every name
 * themselves, with <bdi>), which could turn the text around it, and the invisible word joiner,
 * function marks, byte-order mark and tag characters, which could hide text. Joiners stay:
 * Persian and emoji need them.
 */
const NAME_UNFIT_CHARACTERS =
  /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\u{E0000}-\u{E007F}]/u;

/** What shows nothing: spaces, format characters, the default-ignorable ones (Hangul fillers) and blank braille. */
const SHOWS_NOTHING = /[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether a name would look blank on a page: a name needs one character that shows. */
export const looksBlank = (name: string): boolean => name.replace(SHOWS_NOTHING, '') === '';

/**
 * How a person is shown to others (docs/accounts.md "Names"): any script, trimmed, 1 to 80
 * characters (code points, as JSON Schema's maxLength counts), one at least that shows. The
 * first check only bounds the work on a huge string; it is not the rule, so the API document
 * gives the rule's bounds instead.
 */
export const displayNameSchema = z
  .string()
  .refine((name) => name.length <= DISPLAY_NAME_MAX_LENGTH * 4, {
    message: `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
    abort: true,
  })
  .trim()
  .refine((name) => !looksBlank(name), { message: 'Enter your name.' })
  .refine((name) => [...name].length <= DISPLAY_NAME_MAX_LENGTH, {
    message: `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  })
  .refine((name) => !NAME_UNFIT_CHARACTERS.test(name), {
    message: 'Use letters, digits, spaces and punctuation only.',
  })
  .meta({ minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH });

const countryNames = new Set(COUNTRY_OPTIONS.map((option) => option.name));
const languageNames = new Set(LANGUAGE_OPTIONS.map((option) => option.name));

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

const choiceList = (known: Set<string>, what: string) =>
  z
    .array(z.string().refine((value) => known.has(value), { message: `Unknown ${what}.` }))
    .max(MAX_LIST_CHOICES, { message: `Choose at most ${MAX_LIST_CHOICES}.` })
    .refine(distinct, { message: 'Each choice may appear once.' });

/** The demographic fields of the registration and profile forms; all optional. */
export const demographicsSchema = z.object({
  gender: z.enum(GENDER_OPTIONS).nullable(),
  age: z.enum(AGE_OPTIONS).nullable(),
  academicBackground: z.enum(ACADEMIC_BACKGROUND_OPTIONS).nullable(),
  fieldOfStudy: z
    .array(z.enum(FIELD_OF_STUDY_OPTIONS))
    .refine(distinct, { message: 'Each choice may appear once.' }),
  country: choiceList(countryNames, 'country'),
  firstLanguage: choiceList(languageNames, 'language'),
  /** Free text, stored and shown as text (never as HTML). */
  goals: z
    .string()
    .max(GOALS_MAX_LENGTH, { message: `At most ${GOALS_MAX_LENGTH} characters.` })
    .nullable(),
});
export type Demographics = z.infer<typeof demographicsSchema>;

export const TERMS_REQUIRED_MESSAGE =
  'You must accept the Terms of Use and Privacy Policy to register.';
export const SAVE_CHOICE_REQUIRED_MESSAGE = 'Please select whether you want to save your texts.';

/** An e-mail address as the forms and the server take it. */
export const emailSchema = z
  .email({ message: 'Enter a valid e-mail address.' })
  .max(EMAIL_MAX_LENGTH, { message: 'Enter a valid e-mail address.' });

/** A password being checked (sign-in, confirming an action): anything not empty. */
export const currentPasswordSchema = z
  .string()
  .min(1, { message: 'Enter your password.' })
  .max(PASSWORD_MAX_INPUT_LENGTH);

/** A password being chosen: the rule of PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
export const newPasswordSchema = z
  .string()
  .min(1, { message: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

export const registerBodySchema = demographicsSchema.extend({
  name: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTermsPrivacyPolicy: z.literal(true, { message: TERMS_REQUIRED_MESSAGE }),
  /** The "save my texts" choice: Yes is false, No is true. */
  rejectSaveData: z.boolean({ message: SAVE_CHOICE_REQUIRED_MESSAGE }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const sessionUserSchema = z.object({ id: z.string(), email: z.string() });
export type SessionUserReply = z.infer<typeof sessionUserSchema>;

export const registerReplySchema = z.object({ user: sessionUserSchema });

/** Error codes of POST /api/account/register besides the general ones. */
export const REGISTER_ERROR_CODES = {
  /** The sign-up failed (the library refused, or the address is taken): the message docs/accounts.md gives. */
  registrationFailed: 'REGISTRATION_FAILED',
  /** The account was made but the demographics could not be saved; the account is removed again. */
  profileSaveFailed: 'PROFILE_SAVE_FAILED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  invalidEmail: 'INVALID_EMAIL',
} as const;

/** A stored profile as read back (lenient: what was once stored is shown, never refused). */
export const profileSchema = z.object({
  /** Empty for an account made before registration asked for a name. */
  name: z.string(),
  email: z.string(),
  gender: z.string().nullable(),
  age: z.string().nullable(),
  academicBackground: z.string().nullable(),
  fieldOfStudy: z.array(z.string()),
  country: z.array(z.string()),
  firstLanguage: z.array(z.string()),
  goals: z.string().nullable(),
  acceptTermsPrivacyPolicy: z.boolean(),
  rejectSaveData: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileReplySchema = z.object({ profile: profileSchema });

export const updateProfileBodySchema = demographicsSchema.extend({
  /** Left as it is when absent (a client that saves only the demographics or the storage choice). */
  name: displayNameSchema.optional(),
  rejectSaveData: z.boolean(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfileReplySchema = z.object({
  profile: profileSchema,
  /** How many past tasks were anonymised by this save ("Don't Save Data"). */
  anonymisedTasks: z.number().int().nonnegative(),
});

// ---- Task history ----

/** A task's type as stored and sent: the De-Jargonizer's, or an exercise's (exercises.ts). */
export type TaskType = 'dejargonizer' | ExerciseTaskType;
export const TASK_TYPES: readonly [TaskType, ...TaskType[]] = [
  'dejargonizer',
  ...EXERCISE_IDS.map((id) => exerciseManifest[id].taskType),
];
export const taskTypeSchema = z.enum(TASK_TYPES);

/** The labels of "Your Tasks". */
export const TASK_LABELS: Record<TaskType, string> = {
  dejargonizer: 'DeJargonizer',
  ...(Object.fromEntries(EXERCISE_IDS.map((id) => [exerciseManifest[id].taskType, exerciseManifest[id].taskLabel])) as Record<
    ExerciseTaskType,
    string
  >),
};

/** What names a task: its id, type, label and time. */
const taskIdentitySchema = z.object({
  id: z.guid(),
  type: taskTypeSchema,
  label: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** A task in the "Your Tasks" list: its identity and how far it got. */
export const taskSummarySchema = taskIdentitySchema.extend({
  /** How far an exercise got: the stage it was at when last saved (null for the De-Jargonizer). */
  stage: z.number().int().nonnegative().nullable(),
  /** Whether the exercise reached its end (the server set its end time); null for the De-Jargonizer. */
  finished: z.boolean().nullable(),
  /** The De-Jargonizer's score of the analysed text (null for exercises, or when not kept). */
  score: z.number().nullable(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const tasksReplySchema = z.object({ tasks: z.array(taskSummarySchema) });

export const taskParamsSchema = z.object({ type: taskTypeSchema, id: z.guid() });

/** A remark line of a coach's message: its finding's kind, span, stage and answer field. */
export const taskRemarkSchema = z.object({
  line: z.number().int().nonnegative(),
  kind: z.string(),
  start: z.number().int().nonnegative().optional(),
  end: z.number().int().nonnegative().optional(),
  stage: z.number().int().nonnegative(),
  field: z.string(),
  excerpt: z.string().optional(),
});

/** One message of a stored conversation, HTML text (the web app sanitizes before showing it). */
export const taskMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  isStudent: z.boolean(),
  inputType: z.enum(['text', 'table']),
  tableHeaders: z.array(z.string()).optional(),
  tableData: z.array(z.array(z.string())).optional(),
  exampleRow: z.array(z.string()).optional(),
  /** On a coach's message: which lines say which finding (docs/exercises.md "Reporting a wrong remark"). */
  remarks: z.array(taskRemarkSchema).optional(),
  /** On a bot message: a version's figures (score, word count), shown with it, not as the coach's remark. */
  figures: z.boolean().optional(),
});
export type TaskMessage = z.infer<typeof taskMessageSchema>;

/** The De-Jargonizer record view: dictionary and period, texts, statistics. */
export const dejargonizerRecordSchema = z.object({
  dictionary: z.string(),
  text: z.string().nullable(),
  resultText: z.string().nullable(),
  totalWords: z.number().nullable(),
  rareWords: z.number().nullable(),
  midRangeWords: z.number().nullable(),
  jargonScore: z.number().nullable(),
  /**
   * The writer's key terms when the text was analysed (left out of the adjusted score, with the
   * terms the text explains); null for an analysis stored before key terms were kept.
   */
  keyTerms: z.array(z.string()).nullable(),
});
export type DejargonizerRecord = z.infer<typeof dejargonizerRecordSchema>;

export const taskDetailSchema = taskIdentitySchema.extend({
  /** The stored conversation, or (Coherence, Critical Thinking) one rebuilt from the flat fields. */
  conversation: z.array(taskMessageSchema),
  rebuilt: z.boolean(),
  dejargonizer: dejargonizerRecordSchema.nullable(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskReplySchema = z.object({ task: taskDetailSchema });

// ---- Sign-in, password reset, two-factor (the library's endpoints under /api/auth) ----

/** POST /api/auth/sign-in/email. */
export const signInBodySchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** A code from the authenticator app or a backup code (two-factor/verify-totp|verify-backup-code). */
export const twoFactorCodeBodySchema = z.object({
  code: z.string().trim().min(1, { message: 'Enter the code.' }).max(64),
});

/** POST /api/auth/request-password-reset. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });

/**
 * The page to go back to after sign-in or registration (`?next=` of /login and /register, the
 * sign-in link's mail): a path of this site, normalised (return-path.ts); anything else fails.
 */
export const returnPathSchema = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH)
  .transform((next, context) => {
    const path = returnPathOf(next);
    if (path === null) context.addIssue({ code: 'custom', message: 'Give a path of this site, such as /courses.' });
    return path ?? z.NEVER;
  });

/** The way back in a query (`?next=`): the path, or null when there is none or it is not ours. */
export function returnPathParam(next: string | null | undefined): string | null {
  const parsed = returnPathSchema.safeParse(next);
  return parsed.success ? parsed.data : null;
}

/** POST /api/auth/sign-in-link: the account's address and the page the mailed link returns to. */
export const signInLinkBodySchema = passwordResetRequestBodySchema.extend({ next: returnPathSchema.optional() });

/** POST /api/auth/reset-password (the token comes from the mail's link). */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1),
  newPassword: newPasswordSchema,
});

/** POST /api/auth/change-password. */
export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/**
 * POST /api/auth/update-user, the library's: only the name (the profile's rule) and an https
 * image address; any other field is refused, so nothing unchecked is stored.
 */
export const updateUserBodySchema = z.strictObject({
  name: displayNameSchema.optional(),
  image: z
    .url({ protocol: /^https$/, message: 'Give an https:// address.' })
    .max(IMAGE_URL_MAX_LENGTH, { message: `Use at most ${IMAGE_URL_MAX_LENGTH} characters.` })
    .nullable()
    .optional(),
});

/** POST /api/auth/two-factor/enable and …/disable: the account's password. */
export const twoFactorPasswordBodySchema = z.object({ password: currentPasswordSchema });

// The library's replies as the server passes them on: never the session token, which lives only
// in the HttpOnly cookie. Objects are loose: the library may add fields.

/** The account as the library describes it (times are ISO 8601 strings). */
export const libraryUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  twoFactorEnabled: z.boolean().nullable().optional(),
});

/** POST /api/auth/sign-in/email: signed in, or (two-factor on) the code is asked for next. */
export const signInReplySchema = z.union([
  z.object({ redirect: z.boolean(), url: z.string().nullable().optional(), user: libraryUserSchema }),
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
]);

/** GET /api/auth/get-session: the session and its user, or null without one. */
export const sessionReplySchema = z
  .object({
    session: z.looseObject({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      /** When this session passed the second factor; null if it did not. */
      twoFactorVerifiedAt: z.string().nullable().optional(),
    }),
    user: libraryUserSchema,
  })
  .nullable();

/** POST /api/auth/two-factor/enable: the authenticator app's otpauth:// URI and ten backup codes. */
export const twoFactorEnableReplySchema = z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) });

/** Two-factor verification and a password change: the account. */
export const libraryUserReplySchema = z.object({ user: libraryUserSchema });

/** Done: two-factor off, a password reset, every session ended. */
export const libraryStatusReplySchema = z.looseObject({ status: z.boolean() });

/** POST /api/auth/sign-out. */
export const signOutReplySchema = z.object({ success: z.boolean() });

// ---- Access tokens ----

/** POST /api/auth/token: a fresh access token for the session. */
export const accessTokenReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds from now. */
  expires_in: z.number().int().positive(),
  /** Unix time in seconds. */
  expires_at: z.number().int().positive(),
  user: sessionUserSchema,
});
export type AccessTokenReply = z.infer<typeof accessTokenReplySchema>;
