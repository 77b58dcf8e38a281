// Work is never lost on the exercise pages (docs/exercises.md "The chat screen"): Restart asks first, a session is kept in
// sessionStorage and offered back after a reload, the text box is disabled at the end, the
// summary shows each version with its measures, and Ctrl/Cmd+Enter sends.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

let server: FakeExerciseServer;

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeExerciseServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const log = () => screen.getByRole('log', { name: 'Conversation with the writing coach' });
const textBox = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

async function open(answers: FakeExerciseServer['answers'], options: Parameters<typeof renderRoute>[1] = {}) {
  server.answers.push(...answers);
  const view = await renderRoute('/half-life', options);
  await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
  return view;
}

const sealed = { currentStage: 3, targetAudience: 'Adult', startTime: 't', historySeal: 'seal-3' };

describe('Restart', () => {
  it('restarts at once while the student has written nothing', async () => {
    const user = userEvent.setup();
    await open([reply([bot('Welcome!')], { currentStage: 2 }), reply([bot('Welcome again!')], { currentStage: 2 })]);
    await within(log()).findByText('Welcome!');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await within(log()).findByText('Welcome again!');
  });

  it('asks first once the student has written; Keep working keeps the conversation', async () => {
    const user = userEvent.setup();
    await open([reply([bot('Write 120 words.')], sealed), reply([bot('Now 60.')], { ...sealed, currentStage: 4 })]);
    await within(log()).findByText('Write 120 words.');
    await user.type(textBox(), 'We study plants.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('Now 60.');

    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start this exercise again?' });
    expect(dialog).toHaveTextContent('Your answers in this conversation will be cleared');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep working' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(log()).getByText('We study plants.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.keyboard('{Escape}');
    expect(within(log()).getByText('We study plants.')).toBeInTheDocument();

    server.answers.push(reply([bot('Fresh.')], { currentStage: 2 }));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restart' }));
    await within(log()).findByText('Fresh.');
    expect(within(log()).queryByText('We study plants.')).not.toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toEqual({ language: 'en', Messages: [] });
  });
});

describe('resume after a reload (sessionStorage)', () => {
  it('offers the kept session back: Continue shows it with no call and goes on from the sealed history', async () => {
    const user = userEvent.setup();
    const first = await open([reply([bot('Write 120 words.')], sealed), reply([bot('Now 60.')], { ...sealed, currentStage: 4, historySeal: 'seal-4' })]);
    await within(log()).findByText('Write 120 words.');
    await user.type(textBox(), 'We study plants.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('Now 60.');
    await user.type(textBox(), 'A draft not sent yet');
    first.unmount();

    // The page again, as after a reload.
    await renderRoute('/half-life');
    const offer = await screen.findByRole('region', { name: 'You have an exercise in progress' });
    expect(within(offer).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(server.calls).toHaveLength(2);
    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(within(log()).getByText('We study plants.')).toBeInTheDocument();
    expect(within(log()).getByText('Now 60.')).toBeInTheDocument();
    expect(textBox()).toHaveValue('A draft not sent yet');
    expect(server.calls).toHaveLength(2);

    server.answers.push(reply([bot('Now 30.')], { ...sealed, currentStage: 5 }));
    await user.clear(textBox());
    await user.type(textBox(), 'Plants remember the winter.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('Now 30.');
    const body = server.calls[2]?.body;
    expect(body).toMatchObject({ currentStage: 4, historySeal: 'seal-4', targetAudience: 'Adult' });
    expect(body?.Messages.map((message) => message.Text)).toEqual(['Write 120 words.', 'We study plants.', 'Now 60.', 'Plants remember the winter.']);
  });

  it('Start over drops the kept session and starts a new exercise', async () => {
    const user = userEvent.setup();
    const first = await open([reply([bot('Write 120 words.')], sealed), reply([bot('Now 60.')], { ...sealed, currentStage: 4 })]);
    await within(log()).findByText('Write 120 words.');
    await user.type(textBox(), 'We study plants.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('Now 60.');
    first.unmount();

    server.answers.push(reply([bot('Welcome!')], { currentStage: 2 }));
    const second = await renderRoute('/half-life');
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await within(log()).findByText('Welcome!');
    expect(server.calls.at(-1)?.body).toEqual({ language: 'en', Messages: [] });
    second.unmount();

    // Nothing is offered any more (the new conversation has no student message yet).
    server.answers.push(reply([bot('Welcome once more!')], { currentStage: 2 }));
    await renderRoute('/half-life');
    await within(log()).findByText('Welcome once more!');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('gives back an answer whose reply never came, as the draft', async () => {
    const user = userEvent.setup();
    const first = await open([reply([bot('Write 120 words.')], sealed), () => new Promise<Response>(() => undefined)]);
    await within(log()).findByText('Write 120 words.');
    await user.type(textBox(), 'Lost in flight?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    first.unmount();

    await renderRoute('/half-life');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(textBox()).toHaveValue('Lost in flight?');
    expect(within(log()).queryByText('Lost in flight?')).not.toBeInTheDocument();
    expect(within(log()).getByText('Write 120 words.')).toBeInTheDocument();
  });
});

const finishedHistory = {
  currentStage: 8,
  taskId: 'task.sig',
  targetAudience: 'Adult',
  whichIsBetter: 'Revised',
  text120First: 'We study how plants remember the winter epigenetics.',
  text60: 'We study how plants remember the winter.',
  text30: 'Plants remember the cold.',
  text120Last: 'We study how plants remember the winter and why it matters for food.',
};

describe('the end of an exercise', () => {
  it('disables the text box with a note, and sums up each version with its measures and the choices', async () => {
    await open([reply([bot("We're done!")], finishedHistory)]);
    await screen.findByText('The exercise is finished.');
    expect(textBox()).toBeDisabled();
    expect(textBox()).toHaveAccessibleDescription(/This exercise is finished, so there is nothing more to send/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const summary = await screen.findByRole('region', { name: 'Your texts side by side' });
    const versions = within(summary).getAllByRole('listitem');
    expect(versions.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'About 120 words (first)',
      'About 60 words',
      'About 30 words',
      'About 120 words (again)',
    ]);
    const first = versions[0]!;
    expect(within(first).getByText(finishedHistory.text120First)).toBeInTheDocument();
    // Measured in the browser with the period's word list: 8 words, one of them rare.
    await waitFor(() => expect(within(first).getByText('Words').nextSibling).toHaveTextContent('8'));
    expect(within(first).getByText('Rare words').nextSibling).toHaveTextContent('1 (13%): epigenetics');
    expect(within(versions[3]!).getByText('Rare words').nextSibling).toHaveTextContent('none');
    expect(within(versions[3]!).getByText('Score').nextSibling).toHaveTextContent('100');
    expect(within(summary).getByText('Audience').nextSibling).toHaveTextContent('Adults with mixed backgrounds');
    expect(within(summary).getByText('Which is better').nextSibling).toHaveTextContent('The revised one');
    // A guest is invited to register.
    expect(within(summary).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(within(summary).getByRole('complementary', { name: 'Keep your work' })).toHaveTextContent(
      'As a guest, your texts are not kept after you leave',
    );
    expect(within(summary).queryByRole('complementary', { name: 'What this study keeps' })).not.toBeInTheDocument();
  });

  it("ends a guest's research session (?research=1) with what the study keeps, not the guest's notice", async () => {
    server.answers.push(reply([bot("We're done!")], { ...finishedHistory, isResearch: true, participantName: 'Eve' }));
    await renderRoute('/half-life?research=1');
    const summary = await screen.findByRole('region', { name: 'Your texts side by side' });
    expect(screen.getByText(/^This is a research study: the name you give, your texts and answers/)).toBeInTheDocument();
    const kept = within(summary).getByRole('complementary', { name: 'What this study keeps' });
    expect(kept).toHaveTextContent(
      "Kept for this research study: your texts and answers, the name you gave, the coach's feedback and whether answers were pasted.",
    );
    expect(kept).toHaveTextContent('The researchers who run studies on this site see them and can download them. The site sets no date when they are deleted.');
    expect(screen.queryByText(/not kept/)).not.toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('measures a Hebrew version with the Hebrew list and an English one with the English period', async () => {
    await open([reply([bot("We're done!")], { ...finishedHistory, text120First: 'אנחנו חוקרים איך צמחים זוכרים את החורף ואפיגנטיקה.' })]);
    const summary = await screen.findByRole('region', { name: 'Your texts side by side' });
    const versions = within(summary).getAllByRole('listitem');
    // Every word a reader of Hebrew knows is common (ה, ו and other prefixes stripped); only the term is rare.
    await waitFor(() => expect(within(versions[0]!).getByText('Rare words').nextSibling).toHaveTextContent('1 (13%): ואפיגנטיקה'));
    expect(within(versions[3]!).getByText('Rare words').nextSibling).toHaveTextContent('none');
    expect(within(summary).getByText(/the Hebrew word list, 2021 - 2024/)).toBeInTheDocument();
  });

  it('does not invite a signed-in user to register', async () => {
    await open([reply([bot("We're done!")], finishedHistory)], {
      auth: { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', firstName: 'Ada', lastName: 'L' } as never },
    });
    const summary = await screen.findByRole('region', { name: 'Your texts side by side' });
    expect(within(summary).queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('copies the texts and downloads them as a .docx made by the server', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    URL.createObjectURL = vi.fn(() => 'blob:summary');
    URL.revokeObjectURL = vi.fn();
    await open([reply([bot("We're done!")], finishedHistory)]);
    const summary = await screen.findByRole('region', { name: 'Your texts side by side' });
    await waitFor(() => expect(within(summary).getAllByText('Score')).toHaveLength(4));

    await user.click(within(summary).getByRole('button', { name: 'Copy the texts' }));
    expect(await within(summary).findByText('The texts are copied.')).toBeInTheDocument();
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied).toContain('About 60 words\n7 words · rare words: 0 · score 100\nWe study how plants remember the winter.');
    expect(copied).toContain('Which is better: The revised one');

    await user.click(within(summary).getByRole('button', { name: 'Download (.docx)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(server.documents[0]).toMatchObject({
      language: 'en',
      title: 'Half Life Writing Exercise',
      versions: [
        { label: 'About 120 words (first)', measures: '8 words · rare words: 1 · score 87', text: finishedHistory.text120First },
        { label: 'About 60 words' },
        { label: 'About 30 words' },
        { label: 'About 120 words (again)' },
      ],
      choices: [
        { label: 'Audience', value: 'Adults with mixed backgrounds' },
        { label: 'Which is better', value: 'The revised one' },
      ],
    });
  });
});

describe('keys', () => {
  it('sends with Ctrl+Enter and with Cmd+Enter as with Shift+Enter; Enter alone is a new line', async () => {
    const user = userEvent.setup();
    await open([reply([bot('Write.')], { currentStage: 3 })]);
    await within(log()).findByText('Write.');
    expect(screen.getByText('Shift+Enter or Ctrl+Enter sends')).toBeInTheDocument();
    await user.type(textBox(), 'one{Enter}two');
    expect(server.calls).toHaveLength(1);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body.Messages.at(-1)?.Text).toBe('one<br>two');
    await within(log()).findByText('ok');
    await user.type(textBox(), 'three');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(server.calls).toHaveLength(3));
  });

  it('hides the key hint on touch devices (a coarse pointer)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await open([reply([bot('Write.')], { currentStage: 3 })]);
    await within(log()).findByText('Write.');
    expect(screen.queryByText('Shift+Enter or Ctrl+Enter sends')).not.toBeInTheDocument();
    expect(textBox()).toHaveAccessibleDescription('Words: 0');
  });
});

describe('the coach\'s language', () => {
  it('sends the site\'s language with every turn', async () => {
    const user = userEvent.setup();
    await open([reply([bot('כתבו.')], { currentStage: 3 })], { language: 'he' });
    await within(screen.getByRole('log')).findByText('כתבו.');
    expect(server.calls[0]?.body.language).toBe('he');
    await user.type(screen.getByRole('textbox', { name: 'ההודעה שלכם' }), 'טקסט');
    await user.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body.language).toBe('he');
    await act(async () => undefined);
  });
});
