// copyPasteCheck (docs/exercises.md): a written answer carries Pasted and PastedChars on the
// student's message, from the composer's paste events; the history sent back is the server's
// own, untouched; option answers carry neither.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

let server: FakeExerciseServer;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeExerciseServer();
});

afterEach(() => {
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const textBox = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const lastSent = () => server.calls.at(-1)?.body.Messages.at(-1);
const sealedHistory = { currentStage: 3, startTime: 't', historySeal: 'from-the-server' };

async function open() {
  server.answers.push(reply([bot('Write 120 words.')], sealedHistory));
  await renderRoute('/half-life');
  await screen.findByText('Write 120 words.');
}

async function sendAndWait(user: ReturnType<typeof setup>, calls: number) {
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(server.calls).toHaveLength(calls));
  await act(() => vi.advanceTimersByTimeAsync(2_000));
}

describe('copyPasteCheck: the composer reports pastes on the written answer', () => {
  it('a typed answer is sent as not pasted, and the server history goes back unchanged', async () => {
    await open();
    const user = setup();
    await user.type(textBox(), 'Plants remember the winter.');
    await sendAndWait(user, 2);
    expect(lastSent()).toMatchObject({ IsStudent: true, Pasted: false, PastedChars: 0 });
    const { Messages: _messages, language, ...history } = server.calls[1]!.body;
    expect(language).toBe('en');
    expect(history).toEqual(sealedHistory);
  });

  it('a pasted answer is sent with the number of its characters that came from the paste', async () => {
    await open();
    const user = setup();
    await user.click(textBox());
    await user.paste('Epigenetics explains inherited traits.');
    await user.type(textBox(), ' Yes!');
    await sendAndWait(user, 2);
    expect(lastSent()).toMatchObject({ Text: 'Epigenetics explains inherited traits. Yes!', Pasted: true, PastedChars: 38 });
  });

  it('Clear forgets earlier pastes, and the count never exceeds the answer', async () => {
    await open();
    const user = setup();
    await user.click(textBox());
    await user.paste('A long pasted paragraph that will be cleared.');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(textBox(), 'Typed after clearing.');
    await sendAndWait(user, 2);
    expect(lastSent()).toMatchObject({ Pasted: false, PastedChars: 0 });

    await user.click(textBox());
    await user.paste('Twenty-five characters..');
    fireEvent.change(textBox(), { target: { value: 'Short' } });
    await sendAndWait(user, 3);
    expect(lastSent()).toMatchObject({ Text: 'Short', Pasted: true, PastedChars: 5 });
  });
});
