// Every limit of the site, by name: how many requests or attempts a key (a client, an account, a
// link …) may make per window, and for the attempt limits how long a key that used them up is
// blocked. limits/limits.ts counts them all with one mechanism; a route names its rule. The
// numbers and why each exists: docs/deployment.md "Limits", docs/accounts.md "Abuse".
import type { Config } from '../config.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LimitRule {
  /** Requests or attempts allowed per key and window; the next one is refused (429). */
  points: number;
  windowMs: number;
  /**
   * An attempt limit's back-off: the attempt that uses up the points blocks the key for the
   * window, the next lock-out for twice as long, four times … up to this; a quiet stretch as
   * long as this forgives earlier lock-outs. Without it the key is refused until its window ends.
   */
  maxBlockMs?: number;
}

/** Failed sign-ins of one client for one account per window (then 15 min, 30, 60 … up to 24 h). */
export const PAIR_SIGN_IN_LIMIT = 10;
/** Failed sign-ins for one account per window from clients without its trusted-device cookie. */
export const ACCOUNT_SIGN_IN_LIMIT = 100;
/** Reset mails per e-mail address per window. */
export const RESET_MAIL_LIMIT = 3;
/** Sign-in link requests per client per window (failed sign-ins are counted apart). */
export const SIGN_IN_LINK_CLIENT_LIMIT = 20;
/** At most one sign-in link mail per address in this time. */
export const SIGN_IN_LINK_SPACING_MS = 2 * MINUTE;
/** Courses one account may create per day. */
export const COURSES_PER_DAY = 20;
/** Assignments one account may add (to any of its courses) per hour. */
export const ASSIGNMENTS_PER_HOUR = 100;
/** Comments one account may write on course work per hour. */
export const COMMENTS_PER_HOUR = 300;
/** Co-trainer invitations one account may send per hour (docs/courses.md "Co-trainers"). */
export const TRAINER_INVITATIONS_PER_HOUR = 20;
/** New widget host names one client may add per hour. */
export const NEW_DOMAINS_PER_CLIENT = 20;

/** Corpus jobs one account may have not ended at once (docs/research.md "Corpora"). */
export const CORPUS_JOBS_AT_ONCE = 3;
/** Corpus texts one account may submit per 24 hours: a 100,000-text corpus and room to submit it again. */
export const CORPUS_TEXTS_PER_DAY = 250_000;

/** Page views one client may record per minute: a fifth of its API budget (RATE_LIMIT_PER_MINUTE). */
export const pageViewsPerMinute = (apiLimitPerMinute: number) => Math.max(1, Math.floor(apiLimitPerMinute / 5));
/** Coach reports one client may send per minute: a twentieth of its API budget. */
export const reportsPerMinute = (apiLimitPerMinute: number) => Math.max(1, Math.floor(apiLimitPerMinute / 20));

/** Attempts per client per 15 minutes: AUTH_RATE_LIMIT, 30 by default (10,000 under NODE_ENV=test). */
export function clientAttemptLimit(config: Config): number {
  return config.AUTH_RATE_LIMIT ?? (config.NODE_ENV === 'test' ? 10_000 : 30);
}

const attempts = (points: number, windowMs: number, maxBlockMs: number): LimitRule => ({ points, windowMs, maxBlockMs });

/** The table: each rule's name is its name in the store (and in docs/deployment.md). */
export function limitRules(config: Config) {
  const perMinute = config.RATE_LIMIT_PER_MINUTE;
  return {
    // Per client, every request under /api/ and /GetVisits (plugins/app/request-limits.ts).
    api: { points: perMinute, windowMs: MINUTE },
    // Per client; a route with its own rule is not counted by `api`.
    'page-views': { points: pageViewsPerMinute(perMinute), windowMs: MINUTE },
    'coach-reports': { points: reportsPerMinute(perMinute), windowMs: MINUTE },
    // Accounts (auth/auth-limits.ts): sign-in failures, registrations, reset requests, code checks per client …
    'auth-client': attempts(clientAttemptLimit(config), 15 * MINUTE, 6 * HOUR),
    // … failed sign-ins per (client, address), or per trusted browser and address …
    'auth-sign-in-pair': attempts(PAIR_SIGN_IN_LIMIT, 15 * MINUTE, DAY),
    // … failed sign-ins per address from browsers it does not trust …
    'auth-sign-in-account': attempts(ACCOUNT_SIGN_IN_LIMIT, 15 * MINUTE, DAY),
    'auth-reset-mail': attempts(RESET_MAIL_LIMIT, 15 * MINUTE, DAY),
    'auth-sign-in-link-client': attempts(SIGN_IN_LINK_CLIENT_LIMIT, 15 * MINUTE, 6 * HOUR),
    // Never refused: a second link within two minutes is just not mailed.
    'auth-sign-in-link-mail': attempts(1, SIGN_IN_LINK_SPACING_MS, SIGN_IN_LINK_SPACING_MS),
    // Enrolments per (study link, client), and per study link from all clients.
    'study-enrol-client': attempts(60, 15 * MINUTE, 6 * HOUR),
    'study-enrol-link': attempts(2_000, HOUR, 6 * HOUR),
    // A reader's responses per (check link, client), refused ones too.
    'reader-response-client': attempts(60, 15 * MINUTE, 6 * HOUR),
    // Reader checks and share links one user creates.
    'reader-check-create': attempts(50, HOUR, DAY),
    'share-create': attempts(30, HOUR, DAY),
    // Join codes no course has (docs/courses.md "Join codes"), each counted before the look-up:
    // per client address, per account, and per account while its address is blocked — the few
    // tries that let a classmate's right code through a school address others used up.
    'course-join-client': attempts(30, 15 * MINUTE, DAY),
    'course-join-user': attempts(20, 15 * MINUTE, DAY),
    'course-join-shared-address': attempts(3, 15 * MINUTE, DAY),
    // What one account creates in courses (docs/courses.md "Limits"), several times what a busy
    // trainer needs: a few courses a term; a course's assignments set up in one sitting; a class
    // of 40 commented on several times each in an hour of marking. Each comment may mean a mail.
    'course-create': attempts(COURSES_PER_DAY, DAY, DAY),
    'course-assignment-create': attempts(ASSIGNMENTS_PER_HOUR, HOUR, DAY),
    'course-comment-create': attempts(COMMENTS_PER_HOUR, HOUR, DAY),
    // Co-trainer invitations one account sends: each is a mail to any address.
    'course-trainer-invite': attempts(TRAINER_INVITATIONS_PER_HOUR, HOUR, DAY),
    // Requests of one personal access token to the corpus routes (corpora/personal-tokens.ts):
    // a script polling its jobs every second and downloading their results.
    'corpus-token': { points: 120, windowMs: MINUTE },
    // New widget host names per client (starts of known sites are not counted).
    'widget-new-domains': attempts(NEW_DOMAINS_PER_CLIENT, HOUR, DAY),
  } satisfies Record<string, LimitRule>;
}

export type LimitRules = ReturnType<typeof limitRules>;
export type LimitName = keyof LimitRules;
