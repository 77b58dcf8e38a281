// The participants' side of a study (docs/research.md "Studies", "Taking part"): what a study's
// link shows, enrolment (consent, the link's identifier, the arm) and each exercise turn.
// - A link is 128 random bits; an unknown one is 404 (the page says the link is not valid).
// - Only an open study takes new participants and new sessions. A participant who already began a
//   session (its first answer is stored) may finish it after the study closes or ends: a closed
//   door must not throw away half a session. Any other turn (a new participant's, a Restart, a
//   session whose first answer never reached the server) is 409 STUDY_CLOSED / STUDY_ENDED.
// - The arm is chosen once, at enrolment, and kept with the participant: a reload (the browser
//   keeps the participant id) continues in the same arm and the same session. Participants are
//   never told their arm.
// - Every turn is a research session (isResearch); with identification "link", the name is the
//   link's identifier, fixed by the server, so the chat does not ask it.
import { EXERCISE_KEYS, type Participation, type StudyArm, type StudyState } from '@scicomm/shared/study-api';
import {
  ExerciseInputError,
  parseStoredMessages,
  pickField,
  type ChatMessage,
  type CoachLanguage,
  type WireReply,
} from '@scicomm/coach';
import type { ResearchExercise } from '@scicomm/shared/research-api';
import type { Executor } from '../db/executor.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { canContinueStudy } from '../permissions/index.ts';
import {
  type StoragePolicy,
  runExerciseTurn,
  type ExerciseContext,
  verifyTaskId,
} from '../exercises/index.ts';
import { isParticipantKey } from './participant-key.ts';
import { allocateArm, cryptoRandomIndex, type RandomIndex } from './study-allocation.ts';
import {
  findLink,
  findParticipant,
  findParticipantByIdentifier,
  findResumableSession,
  findSessionParticipant,
  insertParticipant,
  lockStudy,
  recordStudySession,
  updateStudyRow,
  type ParticipantRow,
  type StudyRow,
} from './study-repository.ts';
import { studyState } from './study-service.ts';
import { finishStage } from './study-report.ts';
import { makeSessionCheck } from './study-reader-checks.ts';
import type { StudyReaderChecks } from '../reader-checks/index.ts';
import { ARM_VARIANTS, FORMER_ARM_VARIANTS, sessionStart } from './study-stages.ts';

type LinkedStudy = { study: StudyRow; ownerIsResearcher: boolean };

/**
 * The study's state as its participants see it: a study whose owner lost the researcher role is
 * orphaned — nobody answers for its data any more — and is closed to every write.
 */
function participationState({ study, ownerIsResearcher }: LinkedStudy, now: Date): StudyState {
  return ownerIsResearcher ? studyState(study, now) : 'closed';
}

/** 409 STUDY_CLOSED or STUDY_ENDED unless the study takes new participants and sessions. */
function assertOpen(found: LinkedStudy, now: Date): void {
  const state = participationState(found, now);
  if (state === 'open') return;
  throw new AppError(
    409,
    state === 'closed' ? 'STUDY_CLOSED' : 'STUDY_ENDED',
    state === 'closed' ? 'This study is closed.' : 'This study has ended.',
  );
}

const unknownLink = () => new AppError(404, 'STUDY_NOT_FOUND', 'This study link is not valid.');

async function studyOfLink(context: ExerciseContext, token: string) {
  const found = await findLink(context.db, token);
  if (!found) throw unknownLink();
  return found;
}

export async function getParticipation(
  context: ExerciseContext,
  token: string,
  now = new Date(),
): Promise<Participation> {
  const found = await studyOfLink(context, token);
  const { study } = found;
  return {
    title: study.title,
    description: study.description,
    exercise: study.exercise as Participation['exercise'],
    state: participationState(found, now),
    identification: study.identification as Participation['identification'],
    consentText: study.consentText,
  };
}

export interface EnrolInput {
  consent: boolean;
  participant?: string | undefined;
  key?: string | undefined;
}

/** Takes a new participant: checks the study is open, the consent and the identifier, then gives an arm. */
export async function enrol(
  context: ExerciseContext,
  token: string,
  input: EnrolInput,
  { now = new Date(), random = cryptoRandomIndex }: { now?: Date; random?: RandomIndex } = {},
): Promise<{ participantId: string }> {
  const found = await studyOfLink(context, token);
  const { study, link } = found;
  assertOpen(found, now);
  if (study.consentText !== null && !input.consent) {
    throw new AppError(
      400,
      'CONSENT_REQUIRED',
      'Please read the consent text and agree to it to take part.',
      undefined,
      { field: 'consent' },
    );
  }
  const identifier = input.participant?.trim() ?? '';
  if (study.identification === 'link' && identifier === '') {
    throw new AppError(
      400,
      'PARTICIPANT_REQUIRED',
      'This study link must name the participant (…?participant=your-id).',
      undefined,
      { field: 'participant' },
    );
  }
  if (study.identification === 'link' && !isParticipantKey(context.secret, study.id, identifier, input.key)) {
    throw new AppError(
      403,
      'PARTICIPANT_KEY_INVALID',
      'This personal link is not complete: please open the link exactly as the researcher sent it.',
      undefined,
      { field: 'key' },
    );
  }
  const participant = await context.db.transaction(async (tx) => {
    // One enrolment at a time per study: the balanced blocks, and one participant per identifier.
    const locked = await lockStudy(tx, study.id);
    if (!locked) throw unknownLink();
    if (study.identification === 'link') {
      // The identifier enrolled before (on this link or another arm's): the same participant,
      // in the arm they were given, resumes.
      const known = await findParticipantByIdentifier(tx, study.id, identifier);
      if (known) return known;
    }
    let arm = link.arm;
    if (arm === null) {
      const next = allocateArm(locked.arms, locked.allocationBlock, random);
      await updateStudyRow(tx, study.id, { allocationBlock: next.block });
      arm = next.arm;
    }
    return insertParticipant(tx, {
      studyId: study.id,
      arm,
      linkIdentifier: study.identification === 'link' ? identifier : null,
      consentedAt: study.consentText !== null ? now : null,
    });
  });
  return { participantId: participant.id };
}

/** The history fields a study sets whatever the client sends. */
export function studyFields(
  study: Pick<StudyRow, 'identification'>,
  participant: Pick<ParticipantRow, 'linkIdentifier'> | null,
): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = { isResearch: true };
  if (study.identification === 'link' && participant?.linkIdentifier)
    fields.participantName = participant.linkIdentifier;
  return fields;
}

const normalName = (name: string) => name.replace(/[_-]/g, '').toLowerCase();

/** The request body with these fields set, whatever casing the client used for them. */
export function withFields(
  body: unknown,
  fields: Record<string, string | boolean>,
): Record<string, unknown> {
  const given =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const overridden = new Set(Object.keys(fields).map(normalName));
  const kept = Object.fromEntries(
    Object.entries(given).filter(([name]) => !overridden.has(normalName(name))),
  );
  return { ...kept, ...fields };
}

export interface ParticipantTurn {
  token: string;
  participantId: string;
  body: unknown;
  language?: CoachLanguage | undefined;
  policy: StoragePolicy;
  /** Where a finished session's reader check is made, when the study asks for one. */
  readerChecks?: StudyReaderChecks | undefined;
}

/** The link's study, when the participant (an id the browser kept) still takes part in it; 404 when not (its data was deleted). */
export async function participantStudy(
  context: ExerciseContext,
  token: string,
  participantId: string,
): Promise<StudyRow> {
  const { study } = await studyOfLink(context, token);
  if (!(await canContinueStudy(context.db, study.id, participantId))) throw participantNotFound();
  return study;
}

const participantNotFound = () =>
  new AppError(
    404,
    'PARTICIPANT_NOT_FOUND',
    'You are not a participant of this study (yet): open the study link again to start.',
  );

/** One exercise turn of an enrolled participant, in their arm; the session is linked to them. */
export async function participantTurn(
  context: ExerciseContext,
  turn: ParticipantTurn,
  now = new Date(),
): Promise<WireReply> {
  const found = await studyOfLink(context, turn.token);
  const { study } = found;
  const participant = await findParticipant(context.db, study.id, turn.participantId);
  if (!participant) throw participantNotFound();
  const exercise = EXERCISE_KEYS[study.exercise as keyof typeof EXERCISE_KEYS];
  const scope = participantScope(study, participant);
  const body = typeof turn.body === 'object' && turn.body !== null ? turn.body : {};
  const continued = verifyTaskId(
    context.secret,
    exercise,
    pickField(body as Record<string, unknown>, 'taskId'),
    turn.policy.userId,
    scope,
  );
  // A closed or ended study lets a participant finish the session they began; an orphaned one
  // takes nothing.
  if (
    !found.ownerIsResearcher ||
    (studyState(study, now) !== 'open' &&
      !(continued && (await findSessionParticipant(context.db, continued))?.id === participant.id))
  )
    assertOpen(found, now);
  const formerVariantName = FORMER_ARM_VARIANTS[participant.arm as StudyArm];
  const reply = await runExerciseTurn(context, {
    exercise,
    variantName: ARM_VARIANTS[participant.arm as StudyArm],
    ...(formerVariantName ? { formerVariantName } : {}),
    body: withFields(turn.body, studyFields(study, participant)),
    policy: turn.policy,
    scope,
    ...(turn.language ? { language: turn.language } : {}),
  });
  const sessionId = verifyTaskId(
    context.secret,
    exercise,
    reply.updatedHistory.taskId,
    turn.policy.userId,
    scope,
  );
  if (sessionId)
    await recordStudySession(context.db, sessionId, participant.id, {
      reached: { stage: reply.updatedHistory.currentStage, at: now },
      // Used only when this turn stores the session's first answer: the stage it answered,
      // begun when the session started (the greeting).
      began: {
        stage: stageOf(pickField(body as Record<string, unknown>, 'currentStage')),
        at: sessionStart(reply.updatedHistory.startTime, participant.createdAt, now),
      },
      history: reply.updatedHistory,
    });
  if (sessionId && turn.readerChecks && reply.updatedHistory.currentStage === finishStage(study.exercise as ResearchExercise))
    await makeSessionCheck(context.db, turn.readerChecks, study, sessionId);
  return reply;
}

/** The scope a participant's sessions are sealed and signed for (exercise-service.ts). */
function participantScope(study: Pick<StudyRow, 'id'>, participant: Pick<ParticipantRow, 'id' | 'arm'>): string {
  return `study/${study.id}/arm/${participant.arm}/participant/${participant.id}`;
}

const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The exercise session a taskId names, when this server signed it for the exercise, the owner and
 * the session's scope, as the turns check it before continuing a session: a study session's
 * taskId under its participant's scope, any other under the site's. Else null: the row id alone
 * (the part before the dot, which a study's export shows) proves nothing.
 */
export async function verifiedTaskSession(
  db: Executor,
  secret: string,
  exercise: string,
  taskId: unknown,
  owner: string | null,
): Promise<string | null> {
  const rowId = typeof taskId === 'string' ? taskId.slice(0, Math.max(0, taskId.indexOf('.'))).toLowerCase() : '';
  if (!ROW_ID.test(rowId)) return null;
  const participant = await findSessionParticipant(db, rowId);
  const scope = participant ? participantScope({ id: participant.studyId }, participant) : undefined;
  return verifyTaskId(secret, exercise, taskId, owner, scope);
}

/**
 * The participant's session to resume in a browser that does not hold it (their personal link
 * opened elsewhere): its sealed history and conversation; null when none is unfinished.
 */
export async function resumableSession(
  context: ExerciseContext,
  token: string,
  participantId: string,
): Promise<{ history: Record<string, unknown>; messages: ChatMessage[] } | null> {
  const study = await participantStudy(context, token, participantId);
  const found = await findResumableSession(context.db, participantId, study.exercise as ResearchExercise);
  if (!found) return null;
  try {
    return { history: found.history, messages: parseStoredMessages(found.messages) };
  } catch (error) {
    if (error instanceof ExerciseInputError) return null;
    throw error;
  }
}

/** The stage a request's history was at (a number or numeric string; missing means 0). */
function stageOf(value: unknown): number {
  const stage = typeof value === 'number' ? value : Number.parseInt(String(value ?? '0'), 10);
  return Number.isInteger(stage) && stage >= 0 ? stage : 0;
}

/** A member's preview of one arm: the participant's exercise, with nothing stored. */
export async function previewTurn(
  context: ExerciseContext,
  study: StudyRow,
  arm: StudyArm,
  turn: { body: unknown; language?: CoachLanguage | undefined; policy: StoragePolicy },
): Promise<WireReply> {
  if (!(study.arms as string[]).includes(arm))
    throw badRequest('This study has no such arm.', 'UNKNOWN_ARM');
  const preview = study.identification === 'link' ? { linkIdentifier: 'Preview' } : null;
  return runExerciseTurn(context, {
    exercise: EXERCISE_KEYS[study.exercise as keyof typeof EXERCISE_KEYS],
    variantName: ARM_VARIANTS[arm],
    body: withFields(turn.body, studyFields(study, preview)),
    policy: turn.policy,
    store: false,
    scope: `study/${study.id}/preview/${arm}`,
    ...(turn.language ? { language: turn.language } : {}),
  });
}
