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
const keyTermsTable = bot('Fill in the table: each key word or term you repeat.', {
  InputType: 'table',
  TableHeaders: ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'],
  MinimumRows: 2,
  ExampleRow: ['research question', '3', 'participants, survey'],
});

describe('Coherence Coach', () => {
  it('is a working exercise: its heading and intro, and the first call to /api/Coherence', async () => {
    server.answers.push(reply([bot('Welcome to the Coherence Coach!')], { currentStage: 2, startTime: 't' }));
    await renderRoute('/coherence');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coherence Coach' })).toBeInTheDocument();
    expect(screen.getByText(/answer five questions on how it holds together/)).toBeInTheDocument();
    await expectTitle('Coherence Coach – SciComm Studio');
    expect(screen.queryByText(/not available on this site yet/)).not.toBeInTheDocument();
    await within(log()).findByText('Welcome to the Coherence Coach!');
    expect(server.calls[0]).toEqual({ url: '/api/Coherence', body: { language: 'en', Messages: [] } });
  });

  it('answers a table question with the table form and shows the answer as a readable table', async () => {
    const user = userEvent.setup();
    server.answers.push(
      reply([keyTermsTable], { currentStage: 4, question1Choice: '1' }),
      reply([bot('Your most repeated term, “coral”, drops out in paragraph 2.')], { currentStage: 5, question1Choice: '1', question1Details: 'x' }),
    );
    await renderRoute('/coherence');
    const form = await screen.findByRole('form', { name: 'Your answer as a table' });
    expect(within(form).getByText('Example: research question')).toBeInTheDocument();
    expect(within(form).getAllByRole('textbox')).toHaveLength(6);
    await user.type(within(form).getByRole('textbox', { name: 'Repeated key word/term, row 1' }), 'corals');
    await user.type(within(form).getByRole('textbox', { name: '# times repeated, row 1' }), '6');
    await user.click(within(form).getByRole('button', { name: 'Send table' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body).toMatchObject({ currentStage: 4, question1Choice: '1' });
    expect(server.calls[1]?.body.Messages.at(-1)).toMatchObject({
      IsStudent: true,
      InputType: 'table',
      TableHeaders: ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'],
      TableData: [['corals', '6', '']],
    });
    // The student's answer is shown as a table in the conversation, and the text box is back.
    expect(within(log()).getByRole('cell', { name: 'corals' })).toBeInTheDocument();
    expect(within(log()).getByRole('columnheader', { name: '# times repeated' })).toBeInTheDocument();
    await within(log()).findByText(/drops out in paragraph 2/);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it('moves keyboard focus into the table when it replaces the text box, and back when it is sent', async () => {
    const user = userEvent.setup();
    server.answers.push(
      reply([bot('Question 1 of 5: Do you repeat your key terms?<br /><span class="option" data-value="1">(1) Yes</span>')], { currentStage: 3 }),
      reply([keyTermsTable], { currentStage: 4, question1Choice: '1' }),
      reply([bot('Revise your text.')], { currentStage: 5 }),
    );
    await renderRoute('/coherence');
    await user.click(await within(log()).findByRole('button', { name: '(1) Yes' }));
    const firstCell = await screen.findByRole('textbox', { name: 'Repeated key word/term, row 1' });
    await waitFor(() => expect(firstCell).toHaveFocus());
    await user.keyboard('corals');
    await user.click(screen.getByRole('button', { name: 'Send table' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus());
    expect(server.calls[2]?.body.Messages.at(-1)).toMatchObject({ TableData: [['corals', '', '']] });
  });

  it('is finished only once the final text and the open reflection are both there', async () => {
    const user = userEvent.setup();
    server.answers.push(
      reply([bot('Last question: how did you feel?')], { currentStage: 22, finalText: 'My final text.' }),
      reply([bot('Thank you for your reflections.')], { currentStage: 23, finalText: 'My final text.', reflectionOpenResponse: 'Good.' }),
    );
    await renderRoute('/coherence');
    await within(log()).findByText('Last question: how did you feel?');
    expect(screen.queryByText('The exercise is finished.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Good.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The exercise is finished.')).toBeInTheDocument();
  });

  it('starts a research session from the link’s query parameters', async () => {
    await renderRoute('/coherence?research=1&participant=Ada%20Lovelace');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body).toEqual({ isResearch: true, participantName: 'Ada Lovelace', language: 'en', Messages: [] });
  });
});
