// Studies (docs/research.md "Studies"): who reaches each route (owner, collaborator, another
// researcher, an ordinary user, a visitor, a revoked collaborator), participant links with
// balanced and fixed allocation, consent and identification, closed and ended studies, a reload
// that keeps arm and session, the preview that stores nothing, the dashboard, the export's
// columns, the codebook, deleting the data, and the default study staying apart. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import type { CreateStudyBody, Study, StudyDashboard, StudyList } from '@scicomm/shared/study-api';
import type { ResearchSummary } from '@scicomm/shared/research-api';
import { callAs, fromOurPage, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from '../exercises/exercise-repository.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { grantResearcher, revokeResearcher } from '../research/researcher-admin.ts';
import { readExport } from '../research/testing.ts';
import { studyExportHeader } from './study-report.ts';
import { codebookEntry } from './study-codebook.ts';
import { participantKey } from './participant-key.ts';

const researchUuid = randomUUID();
let app: FastifyInstance;
let owner: TestUser;
let collaborator: TestUser;
let stranger: TestUser;

async function researcher(): Promise<TestUser> {
  const user = await registerTestUser(app);
  expect((await grantResearcher(app.db, user.email)).outcome).toBe('granted');
  return withTwoFactor(app, user);
}

beforeAll(async () => {
  app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer(),
    env: { RESEARCH_UUID: researchUuid },
  });
  owner = await researcher();
  collaborator = await researcher();
  stranger = await researcher();
});

const call = callAs(() => app);
type Method = Parameters<typeof call>[0];

const twoArms: CreateStudyBody = {
  title: 'Slim or full?',
  description: 'Does feedback help?',
  exercise: 'half-life',
  arms: ['full', 'slim'],
  allocation: 'balanced',
  identification: 'chat',
};

async function createStudy(
  body: Partial<CreateStudyBody> = {},
  by: TestUser = owner,
): Promise<Study> {
  const res = await call('POST', '/api/studies', by, { ...twoArms, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Study>();
}

async function enrol(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', `/api/participate/${token}/enrol`, null, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ participantId: string }>().participantId;
}

const turnUrl = (token: string, participantId: string) =>
  `/api/participate/${token}/participants/${participantId}/turn`;

/** A Half Life research session played to the end through a study link. */
async function finishHalfLife(session: ExerciseSession, name: string | null): Promise<void> {
  await session.send(null);
  if (name !== null) await session.send(name);
  await session.send('3');
  for (const answer of [essay(120), essay(60), essay(30), essay(120, 'Plants')])
    await session.send(answer, { Pasted: true, PastedChars: 12 });
  await session.send('2');
  for (const rating of ['4', '5', '3', '2']) await session.send(rating);
  await session.send('It helped me.');
  expect(session.stage).toBe(8);
}

describe('who reaches a study', () => {
  it('every route answers 404 to a visitor, an ordinary user and another researcher, before reading the body', async () => {
    const study = await createStudy();
    const ordinary = await registerTestUser(app);
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', `/api/studies/${study.id}`],
      ['PATCH', `/api/studies/${study.id}`, { title: 123 }],
      ['POST', `/api/studies/${study.id}/collaborators`, { email: 'nope' }],
      ['DELETE', `/api/studies/${study.id}/collaborators/${collaborator.id}`],
      ['GET', `/api/studies/${study.id}/dashboard`],
      ['GET', `/api/studies/${study.id}/export?format=nope`],
      ['DELETE', `/api/studies/${study.id}/sessions`, { confirmTitle: study.title }],
      ['POST', `/api/studies/${study.id}/preview/full/turn`, {}],
    ];
    for (const user of [null, ordinary, stranger]) {
      for (const [method, url, body] of routes) {
        const res = await call(method, url, user, body);
        expect(res.statusCode, `${method} ${url} as ${user?.email ?? 'visitor'}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      // A study that does not exist and a malformed id look the same.
      expect((await call('GET', `/api/studies/${randomUUID()}`, user)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/studies/not-a-uuid', owner)).statusCode).toBe(404);
    // Listing and creating: researchers only.
    for (const user of [null, ordinary]) {
      expect((await call('GET', '/api/studies', user)).statusCode).toBe(404);
      expect((await call('POST', '/api/studies', user, twoArms)).statusCode).toBe(404);
    }
    const list = (await call('GET', '/api/studies', stranger)).json<StudyList>();
    expect(list.studies.map(({ id }) => id)).not.toContain(study.id);
  });

  it("a study's pages are 200 to its owner and collaborators, 404 with the not-found page to anybody else", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-study-page-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const site = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist } });
    const member = async () => {
      const user = await registerTestUser(site);
      await grantResearcher(site.db, user.email);
      return withTwoFactor(site, user);
    };
    const [siteOwner, siteCollaborator, siteStranger] = [await member(), await member(), await member()];
    const ordinary = await registerTestUser(site);
    const created = await site.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { cookie: siteOwner.cookie, ...fromOurPage },
      payload: { ...twoArms },
    });
    const { id } = created.json<Study>();
    await site.inject({
      method: 'POST',
      url: `/api/studies/${id}/collaborators`,
      headers: { cookie: siteOwner.cookie, ...fromOurPage },
      payload: { email: siteCollaborator.email },
    });
    const page = (url: string, user: TestUser | null) =>
      site.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
    for (const url of [
      `/research/studies/${id}`,
      `/research/studies/${id}/preview/slim`,
      // Other spellings the browser's router opens as the same page.
      `/Research/studies/${id}`,
      `/RESEARCH/Studies/${id}/Preview/slim`,
      `/research/studies/${id}/`,
    ]) {
      for (const user of [siteOwner, siteCollaborator])
        expect((await page(url, user)).statusCode, `${url} as a member`).toBe(200);
      for (const user of [siteStranger, ordinary, null]) {
        const res = await page(url, user);
        // A visitor is asked to sign in (401); a signed-in stranger gets the not-found view.
        expect(res.statusCode, `${url} as ${user?.email ?? 'a visitor'}`).toBe(user ? 404 : 401);
        expect(res.body).toContain('<div id="root">');
      }
    }
    // A study that does not exist, or an id that is none, looks the same to a researcher.
    for (const url of [`/research/studies/${randomUUID()}`, '/research/studies/not-a-uuid'])
      expect((await page(url, siteOwner)).statusCode, url).toBe(404);
    expect((await page('/research', siteStranger)).statusCode).toBe(200);
  });

  it('the owner adds a researcher by e-mail; the collaborator sees and edits the study but cannot share it or delete its data', async () => {
    const study = await createStudy({ title: 'Shared study' });
    const ordinary = await registerTestUser(app);
    const notResearcher = await call('POST', `/api/studies/${study.id}/collaborators`, owner, {
      email: ordinary.email,
    });
    expect(notResearcher.statusCode).toBe(400);
    expect(notResearcher.json().error).toMatchObject({ code: 'NOT_A_RESEARCHER', field: 'email' });
    expect(
      (
        await call('POST', `/api/studies/${study.id}/collaborators`, owner, {
          email: 'nobody@example.org',
        })
      ).json().error.code,
    ).toBe('NOT_A_RESEARCHER');
    const added = await call('POST', `/api/studies/${study.id}/collaborators`, owner, {
      email: ` ${collaborator.email.toUpperCase()} `,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Study>().collaborators.map(({ email }) => email)).toEqual([
      collaborator.email,
    ]);

    const seen = await call('GET', `/api/studies/${study.id}`, collaborator);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Study>()).toMatchObject({ owned: false, owner: { email: owner.email } });
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(
      (await call('GET', '/api/studies', collaborator))
        .json<StudyList>()
        .studies.map(({ id }) => id),
    ).toContain(study.id);
    expect((await call('GET', `/api/studies/${study.id}/dashboard`, collaborator)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/studies/${study.id}/export`, collaborator)).statusCode).toBe(
      200,
    );
    const edited = await call('PATCH', `/api/studies/${study.id}`, collaborator, {
      description: 'Edited by a collaborator',
    });
    expect(edited.json<Study>().description).toBe('Edited by a collaborator');

    expect(
      (
        await call('POST', `/api/studies/${study.id}/collaborators`, collaborator, {
          email: stranger.email,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('DELETE', `/api/studies/${study.id}/sessions`, collaborator, {
          confirmTitle: study.title,
        })
      ).statusCode,
    ).toBe(403);

    // A collaborator whose researcher role is revoked no longer reaches it; removed, neither.
    const former = await researcher();
    await call('POST', `/api/studies/${study.id}/collaborators`, owner, { email: former.email });
    expect((await call('GET', `/api/studies/${study.id}`, former)).statusCode).toBe(200);
    await revokeResearcher(app.db, former.email);
    expect((await call('GET', `/api/studies/${study.id}`, former)).statusCode).toBe(404);
    const removed = await call(
      'DELETE',
      `/api/studies/${study.id}/collaborators/${collaborator.id}`,
      owner,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/studies/${study.id}`, collaborator)).statusCode).toBe(404);
  });

  it('a study is created with validated settings: one random link, or one link per fixed arm', async () => {
    const bad = await call('POST', '/api/studies', owner, { ...twoArms, arms: [] });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/studies', owner, { ...twoArms, arms: ['full', 'full'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/studies', owner, { ...twoArms, exercise: 'ethics' })).statusCode,
    ).toBe(400);
    const balanced = await createStudy();
    expect(balanced.links).toEqual([
      { token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), arm: null },
    ]);
    // One link per arm, in the order of the study's arms (not of their random tokens).
    for (const arms of [
      ['full', 'slim', 'no-feedback'],
      ['no-feedback', 'slim', 'full'],
    ] as const) {
      const ordered = await createStudy({ allocation: 'fixed', arms: [...arms] });
      expect(ordered.links.map(({ arm }) => arm)).toEqual(arms);
    }
    const fixed = await createStudy({ allocation: 'fixed' });
    expect(fixed.links.map(({ arm }) => arm)).toEqual(['full', 'slim']);
    expect(new Set([...balanced.links, ...fixed.links].map(({ token }) => token)).size).toBe(3);
  });
});

describe('taking part', () => {
  it('balances two arms over 40 participants and keeps each in their arm and session across a reload', async () => {
    const study = await createStudy({ title: 'Balance' });
    const token = study.links[0]!.token;
    const arms: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await enrol(token);
    }
    const dashboard = (
      await call('GET', `/api/studies/${study.id}/dashboard`, owner)
    ).json<StudyDashboard>();
    for (const arm of dashboard.arms) arms.push(`${arm.arm}:${arm.enrolled}`);
    expect(arms).toEqual(['full:20', 'slim:20']);

    // A participant answers, "reloads" (a new client with the history the browser kept), answers again.
    const participantId = await enrol(token);
    const first = new ExerciseSession(app, turnUrl(token, participantId));
    await first.send(null);
    await first.send('Ada Lovelace');
    const reloaded = new ExerciseSession(app, turnUrl(token, participantId), first.history);
    reloaded.conversation = [...first.conversation];
    await reloaded.send('3');
    expect(reloaded.rowId).toBe(first.rowId);
    const row = await getExerciseRow(app.db, 'halfLife', reloaded.rowId);
    expect(row?.isResearch).toBe(true);
    expect(['research-full', 'research-slim']).toContain(row?.variant);
    const stored = row?.variant;
    // The same participant always runs the same arm.
    const again = new ExerciseSession(app, turnUrl(token, participantId));
    await again.send(null);
    await again.send('Ada Lovelace');
    expect((await getExerciseRow(app.db, 'halfLife', again.rowId))?.variant).toBe(stored);
  });

  it('stays balanced when participants start at the same moment (the allocation is taken under a row lock)', async () => {
    const study = await createStudy({ title: 'Rush' });
    const token = study.links[0]!.token;
    await Promise.all(Array.from({ length: 20 }, () => enrol(token)));
    const dashboard = (
      await call('GET', `/api/studies/${study.id}/dashboard`, owner)
    ).json<StudyDashboard>();
    expect(dashboard.arms.map(({ arm, enrolled }) => `${arm}:${enrolled}`)).toEqual([
      'full:10',
      'slim:10',
    ]);
  });

  it('a fixed link gives its arm; consent and the link identifier are required when the study asks for them', async () => {
    const study = await createStudy({
      allocation: 'fixed',
      identification: 'link',
      consentText: 'I agree to take part.',
    });
    const slim = study.links.find(({ arm }) => arm === 'slim')!.token;
    const page = await call('GET', `/api/participate/${slim}`, null);
    expect(page.json()).toEqual({
      title: twoArms.title,
      description: twoArms.description,
      exercise: 'half-life',
      state: 'open',
      identification: 'link',
      consentText: 'I agree to take part.',
    });
    expect(JSON.stringify(page.json())).not.toContain('slim');
    const noConsent = await call('POST', `/api/participate/${slim}/enrol`, null, {
      participant: 'P-17',
    });
    expect(noConsent.json().error.code).toBe('CONSENT_REQUIRED');
    const noId = await call('POST', `/api/participate/${slim}/enrol`, null, { consent: true });
    expect(noId.json().error.code).toBe('PARTICIPANT_REQUIRED');
    const key = participantKey(app.config.authSecret, study.id, 'P-17');
    const participantId = await enrol(slim, { consent: true, participant: 'P-17', key });
    const session = new ExerciseSession(app, turnUrl(slim, participantId));
    // The name is the link's identifier: the chat goes straight to the audience question.
    await finishHalfLife(session, null);
    const row = await getExerciseRow(app.db, 'halfLife', session.rowId);
    expect(row).toMatchObject({
      variant: 'research-slim',
      participantName: 'P-17',
      isResearch: true,
    });
    expect(row?.endTime).not.toBeNull();
  });

  it('an unknown link is 404; a closed or ended study takes nobody new and no new session, but a session begun may finish', async () => {
    expect((await call('GET', '/api/participate/not-a-real-token', null)).json().error.code).toBe(
      'STUDY_NOT_FOUND',
    );
    expect(
      (await call('POST', '/api/participate/not-a-real-token/enrol', null, {})).statusCode,
    ).toBe(404);
    const study = await createStudy({ title: 'Closing' });
    const token = study.links[0]!.token;
    const started = await enrol(token);
    const session = new ExerciseSession(app, turnUrl(token, started));
    await session.send(null);
    await session.send('Ada Lovelace');
    const enrolledOnly = await enrol(token);
    await call('PATCH', `/api/studies/${study.id}`, owner, { status: 'closed' });
    expect((await call('GET', `/api/participate/${token}`, null)).json().state).toBe('closed');
    const refused = await call('POST', `/api/participate/${token}/enrol`, null, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('STUDY_CLOSED');

    // The session begun before the study closed goes on to the end.
    await session.send('3');
    expect(session.stage).toBeGreaterThan(2);
    // Somebody who enrolled but never answered, and a Restart, would begin a new session: refused.
    for (const [participant, body] of [
      [enrolledOnly, { Messages: [] }],
      [started, { Messages: [] }],
      [started, { ...session.history, taskId: 'forged.taskid', Messages: [] }],
    ] as const) {
      const turn = await call('POST', turnUrl(token, participant), null, body);
      expect(turn.statusCode, turn.body).toBe(409);
      expect(turn.json().error.code).toBe('STUDY_CLOSED');
    }

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await call('PATCH', `/api/studies/${study.id}`, owner, { status: 'open', endsOn: yesterday });
    expect((await call('GET', `/api/participate/${token}`, null)).json().state).toBe('ended');
    expect(
      (await call('POST', `/api/participate/${token}/enrol`, null, {})).json().error.code,
    ).toBe('STUDY_ENDED');
    const restart = await call('POST', turnUrl(token, started), null, { Messages: [] });
    expect(restart.json().error.code).toBe('STUDY_ENDED');
    for (const answer of [essay(120), essay(60), essay(30), essay(120), '2'])
      await session.send(answer);
    for (const rating of ['4', '5', '3', '2']) await session.send(rating);
    await session.send('Glad I could finish.');
    expect(session.stage).toBe(8);
    // A participant id of another study, or none, cannot answer.
    expect(
      (await call('POST', turnUrl(token, randomUUID()), null, { Messages: [] })).statusCode,
    ).toBe(404);
  });

  it("the preview runs an arm for the study's members and stores nothing", async () => {
    const study = await createStudy({ title: 'Preview' });
    const preview = new ExerciseSession(app, `/api/studies/${study.id}/preview/slim/turn`);
    const send = async (text: string | null) => {
      if (text !== null)
        preview.conversation.push({
          Id: `s-${preview.conversation.length}`,
          Text: text,
          IsStudent: true,
          InputType: 'text',
        });
      const res = await call('POST', preview.url, owner, {
        ...preview.history,
        Messages: preview.conversation,
      });
      expect(res.statusCode, res.body).toBe(200);
      preview.history = res.json().updatedHistory;
      preview.conversation.push(...res.json().messages);
    };
    await send(null);
    await send('Ada Lovelace');
    await send('3');
    expect(preview.stage).toBeGreaterThan(2);
    expect(preview.taskId).toBeUndefined();
    const dashboard = (
      await call('GET', `/api/studies/${study.id}/dashboard`, owner)
    ).json<StudyDashboard>();
    expect(dashboard.stored).toMatchObject({ participants: 0, sessions: 0 });
    expect(
      (await call('POST', `/api/studies/${study.id}/preview/no-feedback/turn`, owner, {})).json()
        .error.code,
    ).toBe('UNKNOWN_ARM');
  });
});

describe('dashboard, export and retention', () => {
  it('counts per arm, exports every column of the spec with arm, timings and copyPasteCheck, and deletes it all at once', async () => {
    const study = await createStudy({
      title: 'Export "me", please',
      allocation: 'fixed',
      arms: ['full', 'slim'],
    });
    const full = study.links.find(({ arm }) => arm === 'full')!.token;
    const slim = study.links.find(({ arm }) => arm === 'slim')!.token;
    const finished = new ExerciseSession(app, turnUrl(full, await enrol(full)));
    await finishHalfLife(finished, '=HYPERLINK("x") Lovelace');
    const dropped = new ExerciseSession(app, turnUrl(slim, await enrol(slim)));
    await dropped.send(null);
    await dropped.send('Rosalind Franklin');
    await dropped.send('3');
    await enrol(slim); // stops before the first answer

    const dashboard = (
      await call('GET', `/api/studies/${study.id}/dashboard`, owner)
    ).json<StudyDashboard>();
    const [fullArm, slimArm] = dashboard.arms;
    expect(fullArm).toMatchObject({
      arm: 'full',
      enrolled: 1,
      started: 1,
      finished: 1,
      dropOff: [],
    });
    expect(slimArm).toMatchObject({
      arm: 'slim',
      enrolled: 2,
      started: 1,
      finished: 0,
      dropOff: [{ stage: 3, name: 'text120First', sessions: 1 }],
      beforeFirstAnswer: 1,
    });
    // Every stage answered is timed, the first one (the name) from the greeting on, and the
    // reflections, which come after the last choice.
    expect(fullArm!.stageTimes.map(({ stage }) => stage)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13,
    ]);
    expect(slimArm!.stageTimes.map(({ stage }) => stage)).toEqual([1, 2]);
    expect(dashboard.stages.map(({ stage }) => stage)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13,
    ]);
    expect(dashboard.stages[1]).toEqual({ stage: 2, name: 'audience' });
    expect(fullArm!.beforeFirstAnswer).toBe(0);
    expect(
      fullArm!.stageTimes.every(({ sessions }) => sessions === 1),
    ).toBe(true);
    expect(
      fullArm!.stageTimes.every(
        ({ medianSeconds }) => medianSeconds !== null && medianSeconds >= 0,
      ),
    ).toBe(true);
    expect(dashboard.stored).toMatchObject({ participants: 3, sessions: 2 });
    expect(dashboard.stored.bytes).toBeGreaterThan(1000);
    expect(dashboard.finishStage).toBe(8);

    const csv = await call('GET', `/api/studies/${study.id}/export`, owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="study_Export-me-please_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { header, rows } = readExport(csv.body);
    expect(header).toEqual(studyExportHeader('half-life'));
    // The spec's Half Life columns (spec/site.md §3 "Stored tables"), the reflections, and ours.
    for (const column of [
      'target_audience',
      'text120_first',
      'text120_first_gpt3',
      'text60',
      'text60_gpt3',
      'text30',
      'text30_gpt3',
      'text120_last',
      'text120_first_jargon',
      'text120_first_jargon_score',
      'text60_jargon',
      'text60_jargon_score',
      'text30_jargon',
      'text30_jargon_score',
      'which_is_better',
      'reflection_answer1',
      'reflection_answer4',
      'reflection_open_response',
      'arm',
      'participant_id',
      'consented_at',
      'duration_seconds',
      'seconds_at_stage_2',
      'copy_paste_check',
    ])
      expect(header, column).toContain(column);
    for (const never of [
      'ip',
      'ip_address',
      'location',
      'country',
      'city',
      'user_id',
      'email',
      'messages',
    ])
      expect(header).not.toContain(never);
    expect(rows).toHaveLength(2);
    const done = rows.find((row) => row.arm === 'full')!;
    expect(done).toMatchObject({
      finished: 'true',
      participant_name: `'=HYPERLINK("x") Lovelace`,
      variant: 'research-full',
      which_is_better: 'Revised',
    });
    expect(done.text120_last).toBe(essay(120, 'Plants'));
    expect(Number(done.duration_seconds)).toBeGreaterThanOrEqual(0);
    for (const stage of [1, 2, 3, 7, 9, 13])
      expect(done[`seconds_at_stage_${stage}`], `stage ${stage}`).toMatch(/^\d+$/);
    expect(header).not.toContain('seconds_at_stage_0');
    expect(header).not.toContain('seconds_at_stage_8');
    expect(JSON.parse(done.copy_paste_check!)).toMatchObject({
      '3': { pasted: true, pastedChars: 12 },
    });
    expect(rows.find((row) => row.arm === 'slim')).toMatchObject({
      finished: 'false',
      end_time: '',
      duration_seconds: '',
    });

    const json = await call('GET', `/api/studies/${study.id}/export?format=json`, owner);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = json.json<{ sessions: Array<Record<string, unknown>> }>();
    const whole = document.sessions.find((session) => session.arm === 'full')!;
    expect(Array.isArray(whole.conversation)).toBe(true);
    expect(JSON.stringify(whole.conversation)).toContain(essay(60));
    expect(whole).toHaveProperty('coach_findings');
    expect(whole).toHaveProperty('stage_times');

    const codebook = readExport(
      (await call('GET', `/api/studies/${study.id}/export?format=codebook`, owner)).body,
    );
    expect(codebook.rows.map((row) => row.column)).toEqual(header);
    expect(codebook.rows.every((row) => (row.meaning ?? '').length > 10)).toBe(true);
    // The stored stage numbers are named, from the scripts.
    expect(codebook.rows.find((row) => row.column === 'stage_reached')?.meaning).toContain(
      '(0 greeting, 1 name, 2 audience, 3 text120First,',
    );
    expect(codebook.rows.find((row) => row.column === 'stage_reached')?.meaning).toContain(
      '8 finished, 9 reflection1,',
    );
    expect(codebook.rows.find((row) => row.column === 'seconds_at_stage_2')?.meaning).toContain(
      'stage 2 (audience)',
    );

    const kept = finished.url.replace(/\/turn$/, '');
    expect((await call('GET', kept, null)).statusCode).toBe(204);
    const wrong = await call('DELETE', `/api/studies/${study.id}/sessions`, owner, {
      confirmTitle: 'Export',
    });
    expect(wrong.json().error.code).toBe('CONFIRMATION_MISMATCH');
    const deleted = await call('DELETE', `/api/studies/${study.id}/sessions`, owner, {
      confirmTitle: study.title,
    });
    expect(deleted.json()).toEqual({ deletedSessions: 2, deletedParticipants: 3 });
    expect(await getExerciseRow(app.db, 'halfLife', finished.rowId)).toBeNull();
    // The browser's kept participant is gone: the link starts afresh.
    expect((await call('GET', kept, null)).json().error.code).toBe('PARTICIPANT_NOT_FOUND');
    expect(
      (await call('GET', `/api/studies/${study.id}/dashboard`, owner)).json<StudyDashboard>()
        .stored,
    ).toEqual({ participants: 0, sessions: 0, bytes: 0 });
    expect(
      readExport((await call('GET', `/api/studies/${study.id}/export`, owner)).body).rows,
    ).toEqual([]);
  });

  it("every column of every exercise's export has a codebook entry", () => {
    for (const exercise of ['half-life', 'coherence', 'critical-thinking'] as const) {
      for (const column of studyExportHeader(exercise))
        expect(() => codebookEntry(column), column).not.toThrow();
    }
  });

  it('study sessions stay out of the default study (the fixed research paths) and its export', async () => {
    const study = await createStudy({ title: 'Apart', allocation: 'fixed', arms: ['slim'] });
    const token = study.links[0]!.token;
    const before = (await call('GET', '/api/research/summary', owner)).json<ResearchSummary>();
    const session = new ExerciseSession(app, turnUrl(token, await enrol(token)));
    await finishHalfLife(session, 'Barbara McClintock');
    const after = (await call('GET', '/api/research/summary', owner)).json<ResearchSummary>();
    expect(after).toEqual(before);
    const all = readExport((await call('GET', '/api/research/export', owner)).body);
    expect(all.rows.map((row) => row.session_id)).not.toContain(session.rowId);
    // The fixed path still works and counts in the default study.
    const fixedPath = new ExerciseSession(
      app,
      `/api/exercises/research/${researchUuid}-halflife-slim`,
    );
    await finishHalfLife(fixedPath, 'Lise Meitner');
    const counted = (await call('GET', '/api/research/summary', owner)).json<ResearchSummary>();
    expect(counted.editions.find((row) => row.edition === 'half-life-slim')!.finished).toBe(
      before.editions.find((row) => row.edition === 'half-life-slim')!.finished + 1,
    );
    // The Research page lists the default study's paths for researchers to send.
    const list = (await call('GET', '/api/studies', owner)).json<StudyList>();
    expect(list.defaultStudy).toBe(true);
    expect(list.defaultStudyLinks).toEqual([
      { edition: 'half-life-full', path: `/${researchUuid}-halflife-full` },
      { edition: 'half-life-slim', path: `/${researchUuid}-halflife-slim` },
      { edition: 'coherence-full', path: `/${researchUuid}-coherence-full` },
      { edition: 'coherence-slim', path: `/${researchUuid}-coherence-slim` },
      { edition: 'critical-thinking-full', path: `/${researchUuid}-critical-thinking-full` },
      { edition: 'critical-thinking-slim', path: `/${researchUuid}-critical-thinking-slim` },
    ]);
  });
});
