import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';

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

const log = () => screen.getByRole('log', { name: 'Conversation with the writing coach' });

describe('/ethics', () => {
  it('shows its intro and asks /api/Ethics once for the first messages', async () => {
    server.answers.push(reply([bot('Welcome to the Ethics in research writing exercise!')], { currentStage: 1 }));
    await renderRoute('/ethics');
    expect(screen.getByRole('heading', { level: 1, name: 'Ethics in research' })).toBeInTheDocument();
    await expectTitle('Ethics – SciComm Studio');
    expect(screen.getByText(/a conflict of interest with a funder, the confidentiality of participants/)).toBeInTheDocument();
    expect(screen.getByText(/ethics committees approve studies/)).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({ url: '/api/Ethics', body: { language: 'en', Messages: [] } });
    expect(await within(log()).findByText('Welcome to the Ethics in research writing exercise!')).toBeInTheDocument();
  });

  it('sends the student’s answer with the history and is finished at stage 6, not before', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    server.answers.push(
      reply([bot('Why? Please explain in 20–60 words.')], { currentStage: 5, whichIsBetter: 'Final', taskId: 'row.sig' }),
      reply([bot("Thank you, we're done!")], { currentStage: 6, whichIsBetter: 'Final', taskId: 'row.sig' }),
    );
    await renderRoute('/ethics');
    await within(log()).findByText('Why? Please explain in 20–60 words.');
    expect(screen.queryByText('The exercise is finished.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'The final text names who is affected.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The exercise is finished.')).toBeInTheDocument();
    expect(server.calls[1]?.body).toMatchObject({ currentStage: 5, whichIsBetter: 'Final', taskId: 'row.sig' });
    expect(server.calls[1]?.body.Messages.at(-1)).toMatchObject({ Text: 'The final text names who is affected.', IsStudent: true });
  });

  it('sits behind the terms-consent gate', async () => {
    clearCookies();
    await renderRoute('/ethics');
    expect(screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' })).toBeInTheDocument();
  });
});
