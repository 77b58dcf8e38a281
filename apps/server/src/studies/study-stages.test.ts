// The stages a study times and how long a session spent at each (docs/research.md "Dashboard").
import { describe, expect, it } from 'vitest';
import { secondsPerStage, sessionStart, timedStages } from './study-stages.ts';

describe('timed stages', () => {
  it("are every stage where a participant answers, in any arm: Half Life's name, texts, choice and reflections, not the greeting or the end", () => {
    expect(timedStages('half-life')).toEqual([
      { stage: 1, name: 'name' },
      { stage: 2, name: 'audience' },
      { stage: 3, name: 'text120First' },
      { stage: 4, name: 'text60' },
      { stage: 5, name: 'text30' },
      { stage: 6, name: 'text120Last' },
      { stage: 7, name: 'whichIsBetter' },
      { stage: 9, name: expect.any(String) },
      { stage: 10, name: expect.any(String) },
      { stage: 11, name: expect.any(String) },
      { stage: 12, name: expect.any(String) },
      { stage: 13, name: expect.any(String) },
    ]);
    for (const [exercise, finish] of [
      ['coherence', 23],
      ['critical-thinking', 17],
    ] as const) {
      const stages = timedStages(exercise).map(({ stage }) => stage);
      expect(stages).not.toContain(0);
      expect(stages).not.toContain(finish);
      expect(stages.length).toBeGreaterThan(5);
    }
  });
});

describe('seconds per stage', () => {
  it('follows the order the session went through, not the stage numbers (the reflections 9–13 come before the finish, 8)', () => {
    // A finished Half Life research session as the site stores it.
    const seconds = secondsPerStage({
      '1': '2026-11-25T02:21:57.000Z',
      '2': '2026-11-25T02:22:01.000Z',
      '7': '2026-11-25T02:22:11.000Z',
      '9': '2026-11-25T02:22:13.000Z',
      '13': '2026-11-25T02:22:14.000Z',
      '8': '2026-11-25T02:22:20.000Z',
    });
    expect(Object.fromEntries(seconds)).toEqual({ 1: 4, 2: 10, 7: 2, 9: 1, 13: 6 });
  });

  it('times nothing for the stage a session is still at, and ignores what is not a time', () => {
    expect(
      Object.fromEntries(
        secondsPerStage({ '2': '2026-01-01T00:00:00Z', '3': '2026-01-01T00:01:30Z', x: 'y' }),
      ),
    ).toEqual({ 2: 90 });
  });
});

describe("a session's start", () => {
  const enrolled = new Date('2026-01-01T10:00:00Z');
  const now = new Date('2026-01-01T10:05:00Z');
  it('is the startTime the greeting set, kept between enrolment and now', () => {
    expect(sessionStart('2026-01-01T10:01:00.000Z', enrolled, now).toISOString()).toBe(
      '2026-01-01T10:01:00.000Z',
    );
    expect(sessionStart('2025-12-31T10:00:00Z', enrolled, now)).toEqual(enrolled);
    expect(sessionStart('2026-01-02T10:00:00Z', enrolled, now)).toEqual(now);
    expect(sessionStart(undefined, enrolled, now)).toEqual(now);
    expect(sessionStart('not a time', enrolled, now)).toEqual(now);
  });
});
