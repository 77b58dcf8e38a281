import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, getTableColumns, type Column } from 'drizzle-orm';
import { TASK_TYPES, type TaskType } from '@scicomm/shared/account-api';
import { user, userDemographics } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { AUTH_BASE_PATH } from '../auth/auth-settings.ts';
import { toWebRequest } from '../auth/auth-routes.ts';
import {
  accessTokenFor,
  cookieHeader,
  fromOurPage,
  registerTestUser,
  registrationBody,
  uniqueEmail,
  type TestUser,
} from '../auth/testing.ts';
import { registerAccount } from './account-service.ts';
import { canSaveTexts } from '../permissions/index.ts';
import { contentColumns, keptColumns, taskTables } from '../db/task-tables.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const messages = [
  { Id: 'm1', Text: 'Hello! Who is your audience?', IsStudent: false, InputType: 'text' },
  { id: 'm2', text: 'My grandmother', is_student: true },
];

/** A value for every column of a table, from its definition: a row with nothing left empty. */
function fullRow(type: TaskType, userId: string | null, createdAt: Date): Record<string, unknown> {
  const row: Record<string, unknown> = { userId, createdAt };
  for (const [key, column] of Object.entries(
    getTableColumns(taskTables[type]) as Record<string, Column>,
  )) {
    if (key in row || key === 'id') continue;
    if (key === 'messages') row[key] = messages;
    else if (key === 'dictionary') row[key] = 'English2021_2024';
    else if (column.dataType === 'number') row[key] = 7;
    else if (column.dataType === 'boolean') row[key] = true;
    else if (column.dataType === 'date') row[key] = new Date('2026-01-01T10:00:00Z');
    else if (column.dataType === 'json') row[key] = { any: 'thing' };
    else row[key] = `${key} of someone`;
  }
  return row;
}

async function insertTask(
  type: TaskType,
  userId: string | null,
  createdAt = new Date(),
  values: Record<string, unknown> = {},
) {
  const table = taskTables[type] as typeof taskTables.halflife;
  const [row] = await app.db
    .insert(table)
    .values({ ...fullRow(type, userId, createdAt), ...values } as typeof table.$inferInsert)
    .returning({ id: table.id });
  return row!.id;
}

async function rowOf(type: TaskType, id: string): Promise<Record<string, unknown>> {
  const table = taskTables[type] as typeof taskTables.halflife;
  const [row] = await app.db.select().from(table).where(eq(table.id, id));
  return row as Record<string, unknown>;
}

const get = (url: string, who: TestUser) =>
  app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const put = (url: string, who: TestUser, payload: object) =>
  app.inject({ method: 'PUT', url, headers: { cookie: who.cookie, ...fromOurPage }, payload });

const profileBody = {
  name: 'Dana Levi',
  gender: 'Other',
  age: '65 and over',
  academicBackground: null,
  fieldOfStudy: ['Humanities'],
  country: ['Jordan', 'Israel'],
  firstLanguage: ['Arabic'],
  goals: 'New goals <i>in italics</i>',
  rejectSaveData: false,
};

describe('profile', () => {
  it('is read back as stored at registration', async () => {
    const alice = await registerTestUser(app);
    const res = await get('/api/account/profile', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().profile).toEqual({
      name: 'Test Writer',
      email: alice.email,
      gender: 'Female',
      age: '25-34',
      academicBackground: 'Doctorate',
      fieldOfStudy: ['STEM research', 'Education'],
      country: ['Israel'],
      firstLanguage: ['Hebrew', 'English'],
      goals: 'Explain my research to my family.',
      acceptTermsPrivacyPolicy: true,
      rejectSaveData: false,
    });
  });

  it('is saved, with HTML in the goals kept as plain text', async () => {
    const alice = await registerTestUser(app);
    const res = await put('/api/account/profile', alice, profileBody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: { ...profileBody, email: alice.email, acceptTermsPrivacyPolicy: true },
      anonymisedTasks: 0,
    });
    const [row] = await app.db
      .select()
      .from(userDemographics)
      .where(eq(userDemographics.userId, alice.id));
    expect(row).toMatchObject({
      country: 'Jordan, Israel',
      goals: 'New goals <i>in italics</i>',
      academicBackground: null,
    });
  });

  it('refuses unknown options and over-long goals, naming the field', async () => {
    const alice = await registerTestUser(app);
    for (const [change, field] of [
      [{ age: '12-17' }, 'age'],
      [{ firstLanguage: ['Klingon'] }, 'firstLanguage'],
      [{ goals: 'x'.repeat(2001) }, 'goals'],
    ] as const) {
      const res = await put('/api/account/profile', alice, { ...profileBody, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
  });

  it('says "No user profile found." for an account without demographics', async () => {
    const alice = await registerTestUser(app);
    await app.db.delete(userDemographics).where(eq(userDemographics.userId, alice.id));
    const res = await get('/api/account/profile', alice);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No user profile found.');
    expect((await put('/api/account/profile', alice, profileBody)).statusCode).toBe(404);
  });
});

describe('the display name', () => {
  it('is given at registration, trimmed, in any script, and read back with the profile', async () => {
    const alice = await registerTestUser(app, { name: '  ליה בן־דוד  ' });
    expect((await get('/api/account/profile', alice)).json().profile.name).toBe('ליה בן־דוד');
    const [row] = await app.db.select({ name: user.name }).from(user).where(eq(user.id, alice.id));
    expect(row?.name).toBe('ליה בן־דוד');
  });

  it('is required at registration: blank, over 80 characters or with direction controls is 400 on the field', async () => {
    for (const name of [undefined, '   ', 'x'.repeat(81), 'Eve\u202Egnp.exe', 'Line\nbreak']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: fromOurPage,
        payload: { ...registrationBody(), name },
      });
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    }
    // 80 characters of a script outside the Basic Multilingual Plane count 80, not 160.
    expect((await registerTestUser(app, { name: '𝒜'.repeat(80) })).id).toBeTruthy();
  });

  it('is changed with the profile, in the same save', async () => {
    const alice = await registerTestUser(app);
    const res = await put('/api/account/profile', alice, { ...profileBody, name: ' عائشة  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.name).toBe('عائشة');
    expect((await get('/api/account/profile', alice)).json().profile.name).toBe('عائشة');
    const blank = await put('/api/account/profile', alice, { ...profileBody, name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.field).toBe('name');
  });

  it('reads back empty for an account made before names, which must give one to save the profile', async () => {
    const alice = await registerTestUser(app);
    await app.db.update(user).set({ name: '' }).where(eq(user.id, alice.id));
    expect((await get('/api/account/profile', alice)).json().profile.name).toBe('');
    const { name: _none, ...withoutName } = profileBody;
    expect((await put('/api/account/profile', alice, withoutName)).statusCode).toBe(400);
  });
});

describe('task history', () => {
  it('lists the user’s rows of every task table, newest first, with their labels', async () => {
    const alice = await registerTestUser(app);
    const bob = await registerTestUser(app);
    const ids: Record<string, string> = {};
    for (const [index, type] of TASK_TYPES.entries()) {
      ids[type] = await insertTask(type, alice.id, new Date(Date.UTC(2026, 0, 1 + index)));
    }
    await insertTask('ethics', bob.id);
    await insertTask('ethics', null);
    const res = await get('/api/account/tasks', alice);
    expect(res.statusCode).toBe(200);
    const tasks = res.json<{
      tasks: Array<{ id: string; type: string; label: string; createdAt: string }>;
    }>().tasks;
    expect(tasks).toHaveLength(TASK_TYPES.length);
    // The labels of the stored task types, oldest here; a newer exercise's come before them.
    expect(tasks.map((t) => t.label).slice(-6)).toEqual([
      'Ethics',
      'Critical Thinking',
      'Coherence',
      'Persuasive',
      'Half Life',
      'DeJargonizer',
    ]);
    expect(tasks.map((t) => t.id)).toEqual([...TASK_TYPES].reverse().map((type) => ids[type]));
    expect(tasks[0]!.createdAt).toBe(new Date(Date.UTC(2026, 0, TASK_TYPES.length)).toISOString());
  });

  it('gives each task how far it got: stage and finished for exercises, score for analyses', async () => {
    const alice = await registerTestUser(app);
    const open = await insertTask('halflife', alice.id, new Date(Date.UTC(2026, 1, 1)), { currentStage: 4, endTime: null });
    const done = await insertTask('coherence', alice.id, new Date(Date.UTC(2026, 1, 2)), { currentStage: 14, endTime: new Date(Date.UTC(2026, 1, 2, 1)) });
    const analysis = await insertTask('dejargonizer', alice.id, new Date(Date.UTC(2026, 1, 3)), { jargonScore: 87 });
    const tasks = (await get('/api/account/tasks', alice)).json<{ tasks: Array<Record<string, unknown>> }>().tasks;
    expect(tasks).toEqual([
      expect.objectContaining({ id: analysis, stage: null, finished: null, score: 87 }),
      expect.objectContaining({ id: done, stage: 14, finished: true, score: null }),
      expect.objectContaining({ id: open, stage: 4, finished: false, score: null }),
    ]);
  });

  it('is empty for a new user', async () => {
    const alice = await registerTestUser(app);
    expect((await get('/api/account/tasks', alice)).json()).toEqual({ tasks: [] });
  });

  it('opens a conversation read-only, in any stored casing', async () => {
    const alice = await registerTestUser(app);
    const id = await insertTask('halflife', alice.id);
    const res = await get(`/api/account/tasks/halflife/${id}`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({
      id,
      type: 'halflife',
      label: 'Half Life',
      rebuilt: false,
      dejargonizer: null,
      conversation: [
        { id: 'm1', text: 'Hello! Who is your audience?', isStudent: false, inputType: 'text' },
        { id: 'm2', text: 'My grandmother', isStudent: true, inputType: 'text' },
      ],
    });
  });

  it('rebuilds Coherence and Critical Thinking from their flat fields when no messages are stored', async () => {
    const alice = await registerTestUser(app);
    const id = await insertTask('coherence', alice.id, new Date(), {
      messages: null,
      initialText: 'My <first> text',
      question1Choice: '2',
      question1Details: '',
      feedback1: 'Link the ideas.',
      revisionAfterQuestion1: 'Linked text',
      ...Object.fromEntries(
        [2, 3, 4, 5].flatMap((n) =>
          [
            `question${n}Choice`,
            `question${n}Details`,
            `feedback${n}`,
            `revisionAfterQuestion${n}`,
          ].map((k) => [k, null]),
        ),
      ),
      finalText: 'Final',
      reflectionAnswer1: 'R1',
      reflectionAnswer2: null,
      reflectionAnswer3: null,
      reflectionAnswer4: null,
      reflectionOpenResponse: 'Open',
    });
    const task = (await get(`/api/account/tasks/coherence/${id}`, alice)).json().task;
    expect(task.rebuilt).toBe(true);
    expect(
      task.conversation.map((m: { id: string; isStudent: boolean }) => [m.id, m.isStudent]),
    ).toEqual([
      ['initialText', true],
      ['question1Choice', true],
      ['feedback1', false],
      ['revisionAfterQuestion1', true],
      ['finalText', true],
      ['reflectionAnswer1', true],
      ['reflectionOpenResponse', true],
    ]);
    expect(task.conversation[0].text).toBe(
      '<strong>Initial Text:</strong><br />My &lt;first&gt; text',
    );

    const ct = await insertTask('critical-thinking', alice.id, new Date(), { messages: [] });
    const rebuilt = (await get(`/api/account/tasks/critical-thinking/${ct}`, alice)).json().task;
    expect(rebuilt.rebuilt).toBe(true);
    expect(rebuilt.conversation[0].text).toBe(
      '<strong>Initial Summary:</strong><br />initialSummary of someone',
    );
    expect(rebuilt.conversation.find((m: { id: string }) => m.id === 'feedback3').text).toContain(
      'Feedback 3:',
    );
  });

  it('opens a De-Jargonizer analysis as its record', async () => {
    const alice = await registerTestUser(app);
    const id = await insertTask('dejargonizer', alice.id, new Date(), {
      totalWords: 120,
      rareWords: 3,
      jargonScore: 91,
    });
    const task = (await get(`/api/account/tasks/dejargonizer/${id}`, alice)).json().task;
    expect(task).toMatchObject({
      label: 'DeJargonizer',
      conversation: [],
      dejargonizer: {
        dictionary: 'English2021_2024',
        text: 'text of someone',
        resultText: 'resultText of someone',
        totalWords: 120,
        rareWords: 3,
        jargonScore: 91,
      },
    });
  });
});

describe("Don't Save Data", () => {
  it('keeps no content column once the user chooses it: every past task of every table, in one save', async () => {
    const alice = await registerTestUser(app);
    const bob = await registerTestUser(app);
    const aliceTasks = await Promise.all(
      TASK_TYPES.map(async (type) => [type, await insertTask(type, alice.id)] as const),
    );
    const bobTask = await insertTask('persuasive', bob.id);

    const res = await put('/api/account/profile', alice, { ...profileBody, rejectSaveData: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().anonymisedTasks).toBe(TASK_TYPES.length);
    expect(res.json().profile.rejectSaveData).toBe(true);

    for (const [type, id] of aliceTasks) {
      const row = await rowOf(type, id);
      const kept = new Set(keptColumns(taskTables[type]));
      for (const [key, value] of Object.entries(row)) {
        if (!kept.has(key)) expect(value, `${type}.${key}`).toBeNull();
      }
      expect(row.id).toBe(id);
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    expect((await get('/api/account/tasks', alice)).json()).toEqual({ tasks: [] });
    expect((await rowOf('persuasive', bobTask)).userId).toBe(bob.id);
    expect((await rowOf('persuasive', bobTask)).originalText).toBe('originalText of someone');
  });

  it('keeps only identity, times, stage, edition, dictionary, word statistics and paste evidence: what a guest record keeps', () => {
    expect(keptColumns(taskTables.dejargonizer).sort()).toEqual(
      [
        'createdAt',
        'dictionary',
        'id',
        'jargonScore',
        'midRangeWords',
        'rareWords',
        'totalWords',
      ].sort(),
    );
    expect(keptColumns(taskTables.coherence).sort()).toEqual(
      ['copyPasteCheck', 'createdAt', 'currentStage', 'endTime', 'id', 'isResearch', 'startTime', 'variant'].sort(),
    );
    for (const table of Object.values(taskTables)) {
      const content = contentColumns(table);
      expect(content).not.toContain('id');
      expect(content).not.toContain('userId');
      // Every other text or JSON column is content, whatever its name: nothing slips through.
      for (const [key, column] of Object.entries(
        getTableColumns(table) as Record<string, Column>,
      )) {
        if (
          ['string', 'json'].includes(column.dataType) &&
          !['id', 'userId', 'variant', 'dictionary', 'copyPasteCheck'].includes(key)
        ) {
          expect(content, key).toContain(key);
        }
      }
    }
  });

  it('changes nothing when the save fails validation', async () => {
    const alice = await registerTestUser(app);
    const id = await insertTask('ethics', alice.id);
    const res = await put('/api/account/profile', alice, {
      ...profileBody,
      rejectSaveData: true,
      gender: 'Robot',
    });
    expect(res.statusCode).toBe(400);
    expect((await rowOf('ethics', id)).userId).toBe(alice.id);
  });

  it('decides whether texts may be stored with the user (canSaveTexts)', async () => {
    const saver = await registerTestUser(app, { rejectSaveData: false });
    const decliner = await registerTestUser(app, { rejectSaveData: true });
    expect(await canSaveTexts(app.db, saver.id)).toBe(true);
    expect(await canSaveTexts(app.db, decliner.id)).toBe(false);
    expect(await canSaveTexts(app.db, 'no-such-user')).toBe(false);
    await put('/api/account/profile', saver, { ...profileBody, rejectSaveData: true });
    expect(await canSaveTexts(app.db, saver.id)).toBe(false);
  });
});

describe('authorization matrix: a user reaches only their own rows', () => {
  it('answers 404 for every task of another user, through the cookie and through a bearer token', async () => {
    const alice = await registerTestUser(app);
    const bob = await registerTestUser(app);
    const bobToken = await accessTokenFor(app, bob);
    for (const type of TASK_TYPES) {
      const id = await insertTask(type, alice.id);
      const viaCookie = await get(`/api/account/tasks/${type}/${id}`, bob);
      expect(viaCookie.statusCode, type).toBe(404);
      const viaToken = await app.inject({
        method: 'GET',
        url: `/api/account/tasks/${type}/${id}`,
        headers: { authorization: `Bearer ${bobToken}` },
      });
      expect(viaToken.statusCode, type).toBe(404);
      expect((await get(`/api/account/tasks/${type}/${id}`, alice)).statusCode).toBe(200);
    }
    const bobsList = (await get('/api/account/tasks', bob)).json().tasks;
    expect(bobsList).toEqual([]);
  });

  it('answers 404 to another user\'s task id on every route that takes one (permissions/ canViewTask)', async () => {
    const alice = await registerTestUser(app);
    const bob = await registerTestUser(app);
    const asBob = { cookie: bob.cookie, ...fromOurPage };
    const routesFor = (type: TaskType, id: string) => [
      { method: 'GET' as const, url: `/api/account/tasks/${type}/${id}` },
      { method: 'POST' as const, url: '/api/shares', payload: { taskType: type, taskId: id } },
      { method: 'GET' as const, url: `/api/shares?taskType=${type}&taskId=${id}` },
      ...(type === 'dejargonizer'
        ? [{ method: 'POST' as const, url: '/api/reader-checks', payload: { title: 'Clock', analysisId: id, targetReaders: 5 } }]
        : []),
    ];
    for (const type of TASK_TYPES) {
      const alicesTask = await insertTask(type, alice.id);
      const anonymised = await insertTask(type, null);
      for (const id of [alicesTask, anonymised]) {
        for (const route of routesFor(type, id)) {
          const res = await app.inject({ ...route, headers: asBob });
          expect({ ...route, status: res.statusCode }).toEqual({ ...route, status: 404 });
          expect(res.json().error.code).toEqual(expect.any(String));
        }
      }
      expect((await get(`/api/account/tasks/${type}/${alicesTask}`, alice)).statusCode).toBe(200);
    }
  });

  it('never lets one user anonymise, read or change another’s profile: each call acts on the caller', async () => {
    const alice = await registerTestUser(app);
    const bob = await registerTestUser(app);
    const aliceTask = await insertTask('halflife', alice.id);
    await put('/api/account/profile', bob, {
      ...profileBody,
      rejectSaveData: true,
      ...{ userId: alice.id, email: alice.email },
    });
    expect((await rowOf('halflife', aliceTask)).userId).toBe(alice.id);
    expect((await get('/api/account/profile', bob)).json().profile.email).toBe(bob.email);
    expect((await get('/api/account/profile', alice)).json().profile.gender).toBe('Female');
  });

  it('answers 401 to every account endpoint without a session', async () => {
    const alice = await registerTestUser(app);
    const id = await insertTask('ethics', alice.id);
    const calls = [
      { method: 'GET' as const, url: '/api/account/profile' },
      { method: 'PUT' as const, url: '/api/account/profile', payload: profileBody },
      { method: 'GET' as const, url: '/api/account/tasks' },
      { method: 'GET' as const, url: `/api/account/tasks/ethics/${id}` },
      { method: 'POST' as const, url: '/api/auth/token' },
    ];
    // Even a malformed body hears 401 first: nothing about the route is told to a visitor.
    calls.push({
      method: 'PUT' as const,
      url: '/api/account/profile',
      payload: {} as typeof profileBody,
    });
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a malformed task type or id before any query', async () => {
    const alice = await registerTestUser(app);
    expect(
      (await get('/api/account/tasks/diary/00000000-0000-4000-8000-000000000000', alice))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/account/tasks/ethics/1', alice)).statusCode).toBe(400);
    expect(
      (await get('/api/account/tasks/ethics/00000000-0000-4000-8000-000000000000', alice))
        .statusCode,
    ).toBe(404);
  });
});

describe('registration clean-up', () => {
  it('removes the new account again when its demographics cannot be saved', async () => {
    const probe = await app.inject({ method: 'GET', url: '/api/health' });
    const body = registrationBody({ email: uniqueEmail('broken') });
    const request = {
      ...probe.raw.req,
      headers: { host: 'localhost:80' },
      method: 'POST',
      protocol: 'http',
      url: '/',
      // toWebRequest addresses the library's request to the site (config and listening address).
      server: app,
    } as never;
    const attempt = registerAccount(
      {
        db: app.db,
        signUp: async (email, password) =>
          (await app.auth.library()).handler(
            toWebRequest(request, `${AUTH_BASE_PATH}/sign-up/email`, { email, password, name: '' }),
          ),
        signIn: () => Promise.reject(new Error('not used: the address is new')),
        saveDemographics: async () => {
          throw new Error('disk full');
        },
      },
      body,
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 500,
      code: 'PROFILE_SAVE_FAILED',
      message: 'Error saving user data. Please try again.',
    });
    expect(await app.db.select().from(user).where(eq(user.email, body.email))).toEqual([]);
    const retry = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(retry.statusCode).toBe(201);
  });

  it('finishes a registration whose process stopped before the demographics: the same address and password again', async () => {
    const body = registrationBody({ email: uniqueEmail('stopped') });
    // The library's half of a registration alone, as a crash right after it would leave it.
    const half = await (await app.auth.library()).api.signUpEmail({
      body: { email: body.email, password: body.password, name: '' },
      headers: new Headers({ host: 'localhost:80', origin: 'http://localhost:80' }),
    });
    expect(half.user.id).toBeTruthy();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { ...body, password: 'not the password at all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Error registering user. Please try again.');
    const retry = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().user.id).toBe(half.user.id);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { cookie: cookieHeader(retry) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile.rejectSaveData).toBe(body.rejectSaveData);
    // A finished account cannot be "finished" again, even with its own password.
    const again = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(again.statusCode).toBe(400);
  });
});
