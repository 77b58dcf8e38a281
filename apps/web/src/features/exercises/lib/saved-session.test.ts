import { beforeEach, describe, expect, it } from 'vitest';
import { clearSavedSession, loadSavedSession, saveSession } from './saved-session.ts';

const bot = { id: 'b1', text: 'Write 120 words.', isStudent: false, inputType: 'text' as const };
const student = { id: 's1', text: 'We study plants.', isStudent: true, inputType: 'text' as const, pasted: false, pastedChars: 0 };
const history = { currentStage: 4, historySeal: 'seal', text120First: 'We study plants.' };

beforeEach(() => window.sessionStorage.clear());

describe('saved-session', () => {
  it('keeps the conversation, the sealed history as returned and the draft, per exercise call', () => {
    saveSession('/api/HalfLife', { exercise: 'halfLife', history, messages: [bot, student], draft: 'next' }, new Date('2026-01-01T10:00:00Z'));
    expect(loadSavedSession('/api/HalfLife', 'halfLife')).toEqual({
      exercise: 'halfLife',
      history,
      messages: [bot, student],
      draft: 'next',
      savedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(loadSavedSession('/api/HalfLife/no-feedback', 'halfLife')).toBeNull();
    expect(loadSavedSession('/api/HalfLife', 'coherence')).toBeNull();
    clearSavedSession('/api/HalfLife');
    expect(loadSavedSession('/api/HalfLife', 'halfLife')).toBeNull();
  });

  it('keeps a typed draft before anything is sent, and nothing without the student\'s work', () => {
    saveSession('/api/HalfLife', { exercise: 'halfLife', history: {}, messages: [bot], draft: 'first words' });
    expect(loadSavedSession('/api/HalfLife', 'halfLife')?.draft).toBe('first words');
    saveSession('/api/HalfLife', { exercise: 'halfLife', history: {}, messages: [bot], draft: '  ' });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('drops an entry it cannot read (another version, edited by hand, not JSON)', () => {
    for (const raw of ['not json', JSON.stringify({ version: 99 }), JSON.stringify({ version: 1, exercise: 'halfLife', history: {}, messages: [{ id: 1 }], draft: '', savedAt: 'x' }),
      JSON.stringify({ version: 1, exercise: 'halfLife', history: {}, messages: [{ ...student, tableHeaders: [1] }], draft: '', savedAt: 'x' }),
      JSON.stringify({ version: 1, exercise: 'halfLife', history: [], messages: [student], draft: '', savedAt: 'x' }),
    ]) {
      window.sessionStorage.setItem('scicomm.exercise:/api/HalfLife', raw);
      expect(loadSavedSession('/api/HalfLife', 'halfLife')).toBeNull();
      expect(window.sessionStorage.getItem('scicomm.exercise:/api/HalfLife')).toBeNull();
    }
  });
});
