// The rules of accounts: registration with demographics, the profile, the task history and
// "Don't Save Data" (docs/product.md §2–§5, docs/decisions.md "Privacy"). Routes call these with the signed-in
// user; every read and write is limited to that user's own rows (a task read by its id, after
// permissions/ has said it is the user's).
import {
  REGISTER_ERROR_CODES,
  TASK_LABELS,
  type Profile,
  type RegisterBody,
  type SessionUserReply,
  type TaskDetail,
  type TaskSummary,
  type TaskType,
  type UpdateProfileBody,
} from '@scicomm/shared/account-api';
import { joinList, splitList } from '@scicomm/shared/account-options';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { AppError, notFound } from '../http/errors.ts';
import {
  anonymiseTaskRows,
  createDemographics,
  deleteUser,
  findDemographics,
  findDisplayName,
  findTaskRow,
  findUnfinishedAccount,
  listTaskRows,
  setDisplayName,
  updateDemographics,
  type DemographicsRow,
  type NewDemographicsRow,
} from './account-repository.ts';
import { toTaskDetail } from './task-view.ts';
import { forgetReportTexts } from '../coach-reports/index.ts';
import { canViewTask } from '../permissions/index.ts';

export const REGISTRATION_FAILED_MESSAGE = 'Error registering user. Please try again.';
export const PROFILE_SAVE_FAILED_MESSAGE = 'Error saving user data. Please try again.';
export const NO_PROFILE_MESSAGE = 'No user profile found.';

export interface RegisterDependencies {
  db: Database;
  /** The library's sign-up (e-mail, password, display name): its HTTP Response, with the session cookie. */
  signUp(email: string, password: string, name: string): Promise<Response>;
  /** The library's sign-in, to finish a registration whose demographics were never stored. */
  signIn(email: string, password: string): Promise<Response>;
  /** Stores the demographics; replaceable so the clean-up after a failure can be tested. */
  saveDemographics?: (db: Executor, row: NewDemographicsRow) => Promise<void>;
}

export interface Registered {
  user: SessionUserReply;
  /** The session cookie(s) to send on. */
  setCookies: string[];
}

/** Library errors whose reason reaches the user as it is (docs/accounts.md: "weak password …"). */
const passedThrough = new Set<string>([
  REGISTER_ERROR_CODES.passwordTooShort,
  REGISTER_ERROR_CODES.passwordTooLong,
  REGISTER_ERROR_CODES.invalidEmail,
]);

async function readLibraryError(response: Response): Promise<{ code: string; message: string }> {
  try {
    const data = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof data.code === 'string' ? data.code : '',
      message: typeof data.message === 'string' ? data.message : '',
    };
  } catch {
    return { code: '', message: '' };
  }
}

/**
 * Sign-up, then the demographics row. If the row cannot be stored the new account is removed
 * again, so a retry starts clean (docs/product.md §8: "Error saving user data. Please try again.").
 */
export async function registerAccount(
  deps: RegisterDependencies,
  body: RegisterBody,
): Promise<Registered> {
  const response = await deps.signUp(body.email, body.password, body.name);
  if (!response.ok) {
    const { code, message } = await readLibraryError(response);
    if (passedThrough.has(code) && message)
      throw new AppError(400, code, message, undefined, {
        field: code === REGISTER_ERROR_CODES.invalidEmail ? 'email' : 'password',
      });
    const finished = alreadyExists.has(code) ? await finishRegistration(deps, body) : null;
    if (finished) return finished;
    // A taken address gets the same answer as any other refusal: the message names no cause.
    throw new AppError(
      response.status >= 500 ? 500 : 400,
      REGISTER_ERROR_CODES.registrationFailed,
      REGISTRATION_FAILED_MESSAGE,
    );
  }
  const data = (await response.json()) as { user?: { id?: unknown; email?: unknown } };
  const id = typeof data.user?.id === 'string' ? data.user.id : undefined;
  const email = typeof data.user?.email === 'string' ? data.user.email : body.email.toLowerCase();
  if (!id)
    throw new AppError(500, REGISTER_ERROR_CODES.registrationFailed, REGISTRATION_FAILED_MESSAGE);

  try {
    await saveDemographics(deps, id, email, body);
  } catch (error) {
    await deleteUser(deps.db, id);
    throw profileSaveFailed(error);
  }
  return {
    user: { id, email },
    setCookies: response.headers.getSetCookie(),
  };
}

const alreadyExists = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

const profileSaveFailed = (cause: unknown) =>
  Object.assign(
    new AppError(500, REGISTER_ERROR_CODES.profileSaveFailed, PROFILE_SAVE_FAILED_MESSAGE),
    { cause },
  );

async function saveDemographics(
  deps: RegisterDependencies,
  userId: string,
  email: string,
  body: RegisterBody,
) {
  const save = deps.saveDemographics ?? createDemographics;
  // A registration finished after an interruption (finishRegistration) gets the name it gives now.
  await setDisplayName(deps.db, userId, body.name);
  return save(deps.db, {
    userId,
    email,
    ...demographicColumns(body),
    acceptTermsPrivacyPolicy: body.acceptTermsPrivacyPolicy,
  });
}

/** The demographic answers as the row stores them: lists joined, an empty goal null. */
function demographicColumns(body: RegisterBody | UpdateProfileBody) {
  return {
    gender: body.gender,
    age: body.age,
    academicBackground: body.academicBackground,
    fieldOfStudy: joinList(body.fieldOfStudy),
    country: joinList(body.country),
    firstLanguage: joinList(body.firstLanguage),
    goals: emptyToNull(body.goals),
    rejectSaveData: body.rejectSaveData,
  };
}

/**
 * Sign-up and the demographics row are two writes (the library's and ours): a process that
 * stops between them leaves an account without a profile. Registering again with the same
 * address and password finishes it — the right password proves the account is the caller's —
 * and anything else gets the generic refusal, as a taken address always does.
 */
async function finishRegistration(
  deps: RegisterDependencies,
  body: RegisterBody,
): Promise<Registered | null> {
  const id = await findUnfinishedAccount(deps.db, body.email);
  if (!id) return null;
  const response = await deps.signIn(body.email, body.password);
  if (!response.ok) return null;
  const email = body.email.trim().toLowerCase();
  try {
    await saveDemographics(deps, id, email, body);
  } catch (error) {
    throw profileSaveFailed(error);
  }
  return { user: { id, email }, setCookies: response.headers.getSetCookie() };
}

const emptyToNull = (value: string | null) =>
  value === null || value.trim() === '' ? null : value;

function toProfile(row: DemographicsRow, name: string, email: string): Profile {
  return {
    name,
    email,
    gender: row.gender,
    age: row.age,
    academicBackground: row.academicBackground,
    fieldOfStudy: splitList(row.fieldOfStudy),
    country: splitList(row.country),
    firstLanguage: splitList(row.firstLanguage),
    goals: row.goals,
    acceptTermsPrivacyPolicy: row.acceptTermsPrivacyPolicy,
    rejectSaveData: row.rejectSaveData,
  };
}

export async function getProfile(db: Database, user: SessionUserReply): Promise<Profile> {
  const [row, name] = await Promise.all([findDemographics(db, user.id), findDisplayName(db, user.id)]);
  if (!row) throw notFound(NO_PROFILE_MESSAGE);
  return toProfile(row, name, user.email);
}

/**
 * Saves the profile. When the saved choice is "Don't Save Data", every past task of the user is
 * anonymised in the same transaction: the profile and the tasks change together or not at all.
 */
export async function updateProfile(
  db: Database,
  user: SessionUserReply,
  body: UpdateProfileBody,
): Promise<{ profile: Profile; anonymisedTasks: number }> {
  return db.transaction(async (tx) => {
    const row = await updateDemographics(tx, user.id, demographicColumns(body));
    if (!row) throw notFound(NO_PROFILE_MESSAGE);
    if (body.name !== undefined) await setDisplayName(tx, user.id, body.name);
    const name = body.name ?? (await findDisplayName(tx, user.id));
    // An account made before names must give one with its next save; others may leave it out.
    if (name.trim() === '')
      throw new AppError(400, 'VALIDATION_FAILED', 'Give your name: it is shown in courses instead of your address.', undefined, { field: 'name' });
    const anonymisedTasks = body.rejectSaveData ? await anonymiseTaskRows(tx, user.id) : 0;
    // The reports of wrong coach remarks lose their texts too, keeping kinds and counts.
    if (body.rejectSaveData) await forgetReportTexts(tx, user.id);
    return { profile: toProfile(row, name, user.email), anonymisedTasks };
  });
}

export async function listTasks(db: Database, userId: string): Promise<TaskSummary[]> {
  const rows = await listTaskRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    label: TASK_LABELS[row.type],
    createdAt: row.createdAt.toISOString(),
    stage: row.stage,
    finished: row.finished,
    score: row.score,
  }));
}

/**
 * One of the user's own tasks; 404 for an unknown id and for anyone else's (canViewTask, the
 * rule shares and reader checks ask too). A row's user id is only ever cleared, never handed to
 * another user, so a row read after the check is still the caller's or nobody's.
 */
export async function getTask(
  db: Database,
  userId: string,
  type: TaskType,
  id: string,
): Promise<TaskDetail> {
  const row = (await canViewTask(db, userId, type, id)) ? await findTaskRow(db, type, id) : undefined;
  if (!row) throw notFound('No such task.');
  return toTaskDetail(type, row);
}
