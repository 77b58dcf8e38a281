// The one-tap answers under a question of the coach (docs/exercises.md "Questions"): only a
// question with a subject gets them, and only where answers are taken (the chat); an answer is
// kept on the remark at once and counted by kind and language, without any text.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoachRemark, QuestionAnswer } from '@scicomm/coach/findings/remarks';
import { AppProviders } from '../app/providers.tsx';
import { createI18n } from '../lib/i18n.ts';
import { RemarkLines } from './remark-lines.tsx';

const question: CoachRemark = { line: 1, kind: 'jargon.wordsForReaders', start: 9, end: 16, stage: 3, field: 'text120First', subject: 'aquifer', language: 'en' };
const statement: CoachRemark = { line: 2, kind: 'sentence.tooLong', start: 0, end: 20, stage: 3, field: 'text120First' };
const html = 'For your next version:<br />“aquifer” is a rare word, and your text does not explain it. Will children know it?<br />Your longest sentence has 30 words.';
const calls: Array<{ url: string; body: Record<string, unknown> }> = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      return new Response(null, { status: 204 });
    }),
  );
});

function renderLines(remarks: CoachRemark[], answerQuestion?: (messageId: string, line: number, answer: QuestionAnswer) => void, language = 'en') {
  return render(
    <AppProviders i18n={createI18n(language)} auth={{ status: 'signed-out' }}>
      <p>
        <RemarkLines html={html} remarks={remarks} messageId="m7" context={{ exercise: 'halfLife', place: 'chat', answerQuestion }} renderLine={(line) => line} />
      </p>
    </AppProviders>,
  );
}

describe('the answers to a question of the coach', () => {
  it('are under the question only, and "My readers know it" keeps the answer on its remark and counts it without text', async () => {
    const answered: Array<[string, number, QuestionAnswer]> = [];
    const user = userEvent.setup();
    renderLines([question, statement], (...args) => answered.push(args));
    const group = screen.getByRole('group', { name: 'Your answer about “aquifer”' });
    expect(screen.getAllByRole('button', { name: 'My readers know it' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'My readers know it' }));
    expect(answered).toEqual([['m7', 1, 'readersKnow']]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: '/api/question-answers', body: { exercise: 'halfLife', kind: 'jargon.wordsForReaders', language: 'en', answer: 'readersKnow' } });
    expect(group).toBeInTheDocument();
  });

  it('say what was noted once answered, in the page\'s language', () => {
    renderLines([{ ...question, answer: 'readersKnow' }], () => undefined, 'he');
    expect(screen.queryByRole('button', { name: 'הקוראים שלי מכירים את זה' })).toBeNull();
    expect(screen.getByText('נרשם: המאמן לא ישאל שוב על "aquifer" בתרגול הזה.')).toBeInTheDocument();
  });

  it('name each abbreviation of a question quoted, as a list of the page\'s language', () => {
    const abbreviations: CoachRemark = { ...question, kind: 'abbreviations.askReaders', subject: 'TDS GIS', answer: 'readersKnow' };
    const { unmount } = renderLines([abbreviations], () => undefined, 'en');
    expect(screen.getByText('Noted: the coach will not ask about “TDS” and “GIS” again in this session.')).toBeInTheDocument();
    unmount();
    renderLines([abbreviations], () => undefined, 'ar');
    expect(screen.getByText('تم التسجيل: لن يسأل المدرّب عن «TDS» و«GIS» مرة أخرى في هذا التمرين.')).toBeInTheDocument();
  });

  it('ask a certainty word whether the evidence shows it, and are not offered where answers are not taken', () => {
    const { unmount } = renderLines([{ ...question, kind: 'claims.certainty', subject: 'proves' }], () => undefined);
    expect(screen.getByRole('button', { name: 'My evidence shows it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'll change it" })).toBeInTheDocument();
    unmount();
    renderLines([question]);
    expect(screen.queryByRole('button', { name: 'My readers know it' })).toBeNull();
  });
});
