import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findResearchEdition } from './research.ts';
import { signTaskId, verifyTaskId } from './task-token.ts';

describe('taskId signatures', () => {
  const secret = 'a'.repeat(64);
  const row = randomUUID();

  it('verifies a taskId for the same exercise and owner', () => {
    expect(verifyTaskId(secret, 'halfLife', signTaskId(secret, 'halfLife', row, null), null)).toBe(row);
    expect(verifyTaskId(secret, 'halfLife', signTaskId(secret, 'halfLife', row, 'user-1'), 'user-1')).toBe(row);
  });

  it('refuses another owner, another exercise, another secret, a bare or altered id', () => {
    const guestTask = signTaskId(secret, 'halfLife', row, null);
    expect(verifyTaskId(secret, 'halfLife', guestTask, 'user-1')).toBeNull();
    expect(verifyTaskId(secret, 'halfLife', signTaskId(secret, 'halfLife', row, 'user-1'), 'user-2')).toBeNull();
    expect(verifyTaskId(secret, 'coherence', guestTask, null)).toBeNull();
    expect(verifyTaskId('b'.repeat(64), 'halfLife', guestTask, null)).toBeNull();
    expect(verifyTaskId(secret, 'halfLife', row, null)).toBeNull();
    const other = randomUUID();
    expect(verifyTaskId(secret, 'halfLife', `${other}.${guestTask.split('.')[1]}`, null)).toBeNull();
    for (const junk of [undefined, 42, '', '.', 'x.y', `${row}.`]) expect(verifyTaskId(secret, 'halfLife', junk, null)).toBeNull();
  });

  it("binds a taskId to its scope: a study participant's verifies only for that participant, a site one in no study", () => {
    const participant = 'study/s1/arm/slim/participant/p1';
    const studyTask = signTaskId(secret, 'halfLife', row, null, participant);
    expect(verifyTaskId(secret, 'halfLife', studyTask, null, participant)).toBe(row);
    expect(verifyTaskId(secret, 'halfLife', studyTask, null)).toBeNull();
    expect(verifyTaskId(secret, 'halfLife', studyTask, null, 'study/s1/arm/full/participant/p2')).toBeNull();
    expect(verifyTaskId(secret, 'halfLife', signTaskId(secret, 'halfLife', row, null), null, participant)).toBeNull();
  });
});

describe('research paths', () => {
  const uuid = randomUUID();

  it('finds the edition of {uuid}-halflife-full and -slim', () => {
    expect(findResearchEdition(`${uuid}-halflife-full`, uuid)).toEqual({ exercise: 'halfLife', variant: 'research-full', edition: 'full' });
    expect(findResearchEdition(`${uuid}-halflife-slim`, uuid)).toEqual({ exercise: 'halfLife', variant: 'research-slim', edition: 'slim' });
  });

  it('finds nothing without a configured uuid, for another uuid or an unknown exercise or edition', () => {
    expect(findResearchEdition(`${uuid}-halflife-full`, undefined)).toBeNull();
    expect(findResearchEdition(`${randomUUID()}-halflife-full`, uuid)).toBeNull();
    expect(findResearchEdition(`${uuid}-ethics-full`, uuid)).toBeNull();
    expect(findResearchEdition(`${uuid}-halflife-fat`, uuid)).toBeNull();
    expect(findResearchEdition(`x${uuid}-halflife-full`, uuid)).toBeNull();
  });
});
