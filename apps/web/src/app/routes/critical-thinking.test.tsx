import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bot, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';

let server: FakeExerciseServer;

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeExerciseServer();
});

const log = () => screen.getByRole('log', { name: 'Conversation with the writing coach' });

describe('Critical Thinking Coach', () => {
  it('is a working exercise: its heading, intro and the first call to /api/CriticalThinking', async () => {
    server.answers.push(reply([bot('Welcome to the Critical Thinking Coach!')], { currentStage: 2 }));
    await renderRoute('/critical-thinking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Critical Thinking Coach' })).toBeInTheDocument();
    expect(screen.getByText(/purpose, research questions, key information, conclusions and significance/)).toBeInTheDocument();
    await expectTitle('Critical Thinking Coach – SciComm Studio');
    await within(log()).findByText('Welcome to the Critical Thinking Coach!');
    expect(server.calls[0]).toEqual({ url: '/api/CriticalThinking', body: { language: 'en', Messages: [] } });
  });

  it('sends each answer with the whole history and is finished with the final summary and the open reflection', async () => {
    const user = userEvent.setup();
    server.answers.push(
      reply([bot('Last question: how did you feel?')], { currentStage: 16, finalSummary: 'Summary.', currentSummary: 'Summary.' }),
      reply([bot('Thank you for your reflections.')], { currentStage: 17, finalSummary: 'Summary.', reflectionOpenResponse: 'Useful.' }),
    );
    await renderRoute('/critical-thinking');
    await within(log()).findByText('Last question: how did you feel?');
    expect(screen.queryByText('The exercise is finished.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Useful.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body).toMatchObject({ currentStage: 16, finalSummary: 'Summary.' });
    expect(await screen.findByText('The exercise is finished.')).toBeInTheDocument();
  });
});
