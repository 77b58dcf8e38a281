import { describe, expect, it } from 'vitest';
import { SHARE_EXPIRY_CHOICES, createShareBodySchema, sharedTaskSchema } from './share-api.ts';

describe('share API schemas', () => {
  it('accept an expiry of never (null or omitted) and every choice the dialog offers', () => {
    for (const expiresInDays of [...SHARE_EXPIRY_CHOICES, undefined]) {
      const body = {
        taskType: 'halflife',
        taskId: 'x',
        ...(expiresInDays === undefined ? {} : { expiresInDays }),
      };
      expect(createShareBodySchema.safeParse(body).success, String(expiresInDays)).toBe(true);
    }
  });

  it('refuse expiries that are not whole days from 1 to 365, unknown task types and empty ids', () => {
    for (const body of [
      { taskType: 'halflife', taskId: 'x', expiresInDays: 0 },
      { taskType: 'halflife', taskId: 'x', expiresInDays: 1.5 },
      { taskType: 'halflife', taskId: 'x', expiresInDays: 366 },
      { taskType: 'poetry', taskId: 'x' },
      { taskType: 'halflife', taskId: '' },
    ])
      expect(createShareBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('a shared record has no field for the row id or the owner: they are stripped on the way out', () => {
    const parsed = sharedTaskSchema.parse({
      id: '00000000-0000-4000-8000-000000000001',
      userId: 'owner',
      email: 'owner@example.org',
      type: 'halflife',
      label: 'Half Life',
      createdAt: '2026-01-01T10:00:00.000Z',
      conversation: [],
      rebuilt: false,
      dejargonizer: null,
    });
    expect(Object.keys(parsed).sort()).toEqual(
      ['conversation', 'createdAt', 'dejargonizer', 'label', 'rebuilt', 'type'].sort(),
    );
  });
});
