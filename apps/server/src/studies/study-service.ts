// The researchers' side of studies (docs/research.md "Studies"): who may see a study, creating
// one with its links, changing what may change while it runs, and its collaborators.
// - Only a signed-in researcher reaches any of it; of the studies, only those they own or were
//   added to. For anybody else a study does not exist: 404, never 403, whatever the route.
// - The owner alone adds and removes collaborators and deletes data (403 for a collaborator,
//   who knows the study exists). A collaborator must hold the researcher role.
// - The exercise, arms and allocation are fixed at creation: changing them mid-study would mix
//   data that no longer compares.
import { randomBytes } from 'node:crypto';
import type {
  CreateStudyBody,
  Study,
  StudyArm,
  StudyState,
  UpdateStudyBody,
} from '@scicomm/shared/study-api';
import { createStudyBodySchema, EXERCISE_KEYS } from '@scicomm/shared/study-api';
import { RESEARCH_EXERCISES, type ResearchEdition } from '@scicomm/shared/research-api';
import { researchPathNames } from '../exercises/index.ts';
import { insertAuditEvent } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { findAccountByEmail } from '../db/accounts.ts';
import { canViewResearch, canViewStudy } from '../permissions/index.ts';
import { researchNotFound } from '../research/index.ts';
import {
  deleteCollaborator,
  findStudyForMember,
  findUser,
  insertCollaborator,
  insertStudy,
  listCollaborators,
  listLinks,
  listStudiesForMember,
  updateStudyRow,
  type StudyRow,
} from './study-repository.ts';

/** 128 random bits, base64url: a link nobody can guess or enumerate. */
export function newLinkToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether a study takes new participants now: open, and not past its end day (UTC). */
export function studyState(
  study: Pick<StudyRow, 'status' | 'endsOn'>,
  now = new Date(),
): StudyState {
  if (study.status === 'closed') return 'closed';
  if (study.endsOn !== null && now.toISOString().slice(0, 10) > study.endsOn) return 'ended';
  return 'open';
}

export interface Member {
  study: StudyRow;
  owned: boolean;
}

/** The study as its owner or a collaborator sees it; 404 for anybody else (a visitor, a non-researcher, a stranger). */
export async function studyForMember(
  db: Database,
  userId: string | null,
  studyId: string,
): Promise<Member> {
  if (!(await canViewStudy(db, userId, studyId))) throw researchNotFound();
  const study = await findStudyForMember(db, studyId, userId as string);
  if (!study) throw researchNotFound();
  return { study, owned: study.ownerId === userId };
}

const armRank = (study: StudyRow, arm: StudyArm | null) =>
  arm === null ? -1 : (study.arms as StudyArm[]).indexOf(arm);

/** Owner-only actions: a collaborator gets 403. */
export async function studyForOwner(
  db: Database,
  userId: string | null,
  studyId: string,
): Promise<StudyRow> {
  const { study, owned } = await studyForMember(db, userId, studyId);
  if (!owned) throw forbidden("Only the study's owner can do that.");
  return study;
}

export async function toStudy(
  db: Database,
  { study, owned }: Member,
  now = new Date(),
): Promise<Study> {
  const owner = await findUser(db, study.ownerId);
  return {
    id: study.id,
    title: study.title,
    description: study.description,
    exercise: study.exercise as Study['exercise'],
    arms: study.arms as StudyArm[],
    allocation: study.allocation as Study['allocation'],
    identification: study.identification as Study['identification'],
    consentText: study.consentText,
    status: study.status as Study['status'],
    endsOn: study.endsOn,
    readerCheck: study.readerCheck ?? null,
    state: studyState(study, now),
    owned,
    owner: owner ?? { id: study.ownerId, email: '', name: '' },
    collaborators: await listCollaborators(db, study.id),
    // A fixed study's links in the order of its arms (their tokens, which order them otherwise, are random).
    links: (await listLinks(db, study.id))
      .map(({ token, arm }) => ({ token, arm: arm as StudyArm | null }))
      .sort((a, b) => armRank(study, a.arm) - armRank(study, b.arm)),
    createdAt: study.createdAt.toISOString(),
  };
}

export async function listStudies(db: Database, userId: string | null, now = new Date()) {
  if (!(await canViewResearch(db, userId))) throw researchNotFound();
  const rows = await listStudiesForMember(db, userId as string);
  return rows.map((study) => ({
    id: study.id,
    title: study.title,
    exercise: study.exercise as Study['exercise'],
    arms: study.arms as StudyArm[],
    state: studyState(study, now),
    owned: study.ownerId === userId,
    createdAt: study.createdAt.toISOString(),
  }));
}

/** Creates a study owned by the researcher, with one random-allocation link or one link per arm. */
export async function createStudy(
  db: Database,
  userId: string | null,
  input: CreateStudyBody,
): Promise<Study> {
  if (!(await canViewResearch(db, userId))) throw researchNotFound();
  const body = createStudyBodySchema.parse(input);
  const links =
    body.allocation === 'balanced'
      ? [{ token: newLinkToken(), arm: null }]
      : body.arms.map((arm) => ({ token: newLinkToken(), arm }));
  const study = await db.transaction(async (tx) => {
    const created = await insertStudy(
      tx,
      {
        ownerId: userId as string,
        title: body.title,
        description: body.description,
        exercise: body.exercise,
        arms: body.arms,
        allocation: body.allocation,
        identification: body.identification,
        consentText: body.consentText === '' ? null : body.consentText,
        endsOn: body.endsOn,
        readerCheck: body.readerCheck,
      },
      links,
    );
    await insertAuditEvent(tx, { action: 'study-created', studyId: created.id, actorId: userId });
    return created;
  });
  return toStudy(db, { study, owned: true });
}

export async function updateStudy(
  db: Database,
  userId: string | null,
  studyId: string,
  changes: UpdateStudyBody,
): Promise<Study> {
  const member = await studyForMember(db, userId, studyId);
  const { consentText, ...rest } = changes;
  const fields = Object.keys(changes).sort();
  await db.transaction(async (tx) => {
    await updateStudyRow(tx, studyId, {
      ...rest,
      ...(consentText !== undefined ? { consentText: consentText === '' ? null : consentText } : {}),
    });
    // The names of the settings changed, and the status, never the texts.
    await insertAuditEvent(tx, {
      action: 'settings-changed',
      studyId,
      actorId: userId,
      detail: { fields, ...(changes.status ? { status: changes.status } : {}) },
    });
  });
  return toStudy(db, {
    study: (await findStudyForMember(db, studyId, userId as string)) ?? member.study,
    owned: member.owned,
  });
}

/** Adds a researcher by e-mail; an address without an account, or an account that is no researcher, is a 400. */
export async function addCollaborator(
  db: Database,
  userId: string | null,
  studyId: string,
  email: string,
): Promise<Study> {
  const study = await studyForOwner(db, userId, studyId);
  const account = await findAccountByEmail(db, email);
  if (!account || !(await canViewResearch(db, account.id))) {
    throw new AppError(
      400,
      'NOT_A_RESEARCHER',
      'Only researchers can be added: no researcher has this e-mail address.',
      undefined,
      { field: 'email' },
    );
  }
  if (account.id === study.ownerId)
    throw new AppError(400, 'ALREADY_OWNER', "This is the study's owner.", undefined, {
      field: 'email',
    });
  await db.transaction(async (tx) => {
    await insertCollaborator(tx, studyId, account.id);
    await insertAuditEvent(tx, { action: 'collaborator-added', studyId, actorId: userId, subjectId: account.id });
  });
  return toStudy(db, { study, owned: true });
}

export async function removeCollaborator(
  db: Database,
  userId: string | null,
  studyId: string,
  collaboratorId: string,
): Promise<Study> {
  const study = await studyForOwner(db, userId, studyId);
  await db.transaction(async (tx) => {
    if (!(await deleteCollaborator(tx, studyId, collaboratorId)))
      throw new AppError(404, 'NOT_FOUND', 'This researcher is not a collaborator of the study.');
    await insertAuditEvent(tx, { action: 'collaborator-removed', studyId, actorId: userId, subjectId: collaboratorId });
  });
  return toStudy(db, { study, owned: true });
}

/**
 * The default study's participant paths (docs/research.md "The default study"): the fixed
 * research paths of RESEARCH_UUID, shown to researchers so that they can send them; none
 * without it.
 */
export function defaultStudyLinks(
  researchUuid: string | undefined,
): Array<{ edition: ResearchEdition; path: string }> {
  if (!researchUuid) return [];
  return RESEARCH_EXERCISES.flatMap((exercise) =>
    (['full', 'slim'] as const).map((kind) => ({
      edition: `${exercise}-${kind}` as ResearchEdition,
      path: `/${researchUuid}-${researchPathNames[EXERCISE_KEYS[exercise]]}-${kind}`,
    })),
  );
}
