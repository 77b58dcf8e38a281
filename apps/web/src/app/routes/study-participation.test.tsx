// A study's participant link (docs/research.md "Taking part"): an unknown link, a closed or
// ended study and a personal link without its identifier get clear pages; the consent must be
// accepted before Start; Start enrols (with the link's identifier) and opens the chat on the
// participant's own turn address, and the browser keeps the participant for a reload; the start
// page, the chat and the end say what the study keeps (never the guest's "not kept"); Hebrew.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Participation } from '@scicomm/shared/study-api';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';
import { saveSession } from '../../features/exercises/lib/saved-session.ts';

const json = (data: unknown, status = 200) => Response.json(data, { status });
const study: Participation = {
  title: 'Feedback or not',
  description: 'Two ways of coaching, compared.',
  exercise: 'half-life',
  state: 'open',
  identification: 'chat',
  consentText: 'Your answers are kept for this study only.',
};
let participation: Response | (() => Response);
let calls: Array<{ url: string; body: unknown }>;
let resumable: unknown;
let turnReply: unknown;
const nameQuestion = {
  messages: [
    {
      Id: 'b1',
      Text: 'Hello! Before we begin, please tell me your full name.',
      IsStudent: false,
      InputType: 'text',
    },
  ],
  updatedHistory: { currentStage: 0 },
};
/** The last turn of a Half Life participant: the exercise is finished. */
const finishedTurn = {
  messages: [{ Id: 'b9', Text: "We're done! Thank you.", IsStudent: false, InputType: 'text' }],
  updatedHistory: {
    currentStage: 8,
    isResearch: true,
    taskId: 'a-stored-session.signature',
    participantName: 'Eve',
    targetAudience: 'Adult',
    whichIsBetter: 'Revised',
    text120First: 'We study how plants remember the winter.',
    text60: 'We study how plants remember the cold.',
    text30: 'Plants remember the cold.',
    text120Last: 'We study how plants remember the winter and why it matters for food.',
  },
};

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; path=/';
  window.localStorage.clear();
  window.sessionStorage.clear();
  calls = [];
  resumable = null;
  turnReply = nameQuestion;
  participation = () => json(study);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/participate/tok123')
        return typeof participation === 'function' ? participation() : participation;
      if (url === '/api/participate/tok123/participants/gone-participant')
        return json({ error: { code: 'PARTICIPANT_NOT_FOUND', message: 'Gone.' } }, 404);
      if (url === '/api/participate/tok123/participants/kept-participant')
        return new Response(null, { status: 204 });
      if (url === '/api/participate/tok123/enrol')
        return json({ participantId: '7d3f1a52-3c1b-4e7a-9d26-8b4c1f7e2a90' });
      if (url.endsWith('/session'))
        return resumable === null ? new Response(null, { status: 204 }) : json(resumable);
      if (url.endsWith('/turn')) return json(turnReply);
      if (url === '/GetVisits') return json(3);
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a participant link', () => {
  it('an unknown link says so', async () => {
    participation = () =>
      json({ error: { code: 'STUDY_NOT_FOUND', message: 'This study link is not valid.' } }, 404);
    await renderRoute('/study/tok123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This study link is not valid' }),
    ).toBeInTheDocument();
  });

  it('a closed and an ended study say they take nobody new', async () => {
    participation = () => json({ ...study, state: 'closed' });
    const { unmount } = await renderRoute('/study/tok123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This study is closed' }),
    ).toBeInTheDocument();
    unmount();
    participation = () => json({ ...study, state: 'ended' });
    await renderRoute('/study/tok123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This study has ended' }),
    ).toBeInTheDocument();
  });

  it('a personal-link study opened without an identifier asks for the personal link', async () => {
    participation = () => json({ ...study, identification: 'link' });
    await renderRoute('/study/tok123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This study needs your personal link' }),
    ).toBeInTheDocument();
  });

  it('Start waits for the consent, enrols with the identifier and its key, opens the chat and keeps the participant', async () => {
    participation = () => json({ ...study, identification: 'link' });
    await renderRoute('/study/tok123?participant=P-17&key=k3y-of-P17');
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(screen.getByText(study.consentText!)).toBeInTheDocument();
    expect(start).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read the text above and agree to take part.' }),
    );
    await userEvent.click(start);
    expect(await screen.findByText(/please tell me your full name/)).toBeInTheDocument();
    expect(calls.find(({ url }) => url.endsWith('/enrol'))?.body).toEqual({
      consent: true,
      participant: 'P-17',
      key: 'k3y-of-P17',
    });
    await waitFor(() =>
      expect(
        calls.some(
          ({ url }) =>
            url ===
            '/api/participate/tok123/participants/7d3f1a52-3c1b-4e7a-9d26-8b4c1f7e2a90/turn',
        ),
      ).toBe(true),
    );
    expect(window.localStorage.getItem('scicomm.study:tok123:P-17')).toBe(
      '7d3f1a52-3c1b-4e7a-9d26-8b4c1f7e2a90',
    );
  });

  it("Start is the one consent: it accepts the site's terms, and the site's Welcome dialog never opens", async () => {
    clearCookies();
    await renderRoute('/study/tok123');
    const start = await screen.findByRole('button', { name: 'Start' });
    const form = within(start.closest('form')!);
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the text above and agree to take part.' }));
    await userEvent.click(start);
    expect(await screen.findByText(/please tell me your full name/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome to SciComm Studio')).not.toBeInTheDocument();
    expect(document.cookie).toContain('terms_consent=true');
  });

  it('a personal link opened in another browser gets the session the participant began back, with Continue', async () => {
    participation = () => json({ ...study, identification: 'link' });
    resumable = {
      history: { currentStage: 3, taskId: 'a-stored-session.signature', historySeal: 'seal' },
      messages: [
        { id: 'b1', text: 'Who is your audience?', isStudent: false, inputType: 'text' },
        { id: 's1', text: 'High school students', isStudent: true, inputType: 'text' },
        { id: 'b2', text: 'Now write about 120 words.', isStudent: false, inputType: 'text' },
      ],
    };
    await renderRoute('/study/tok123?participant=P-17&key=k3y');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'I have read the text above and agree to take part.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Now write about 120 words.')).toBeInTheDocument();
    expect(screen.getByText('High school students')).toBeInTheDocument();
  });

  it('a participant this browser kept goes straight to the chat; one whose data was deleted starts afresh', async () => {
    window.localStorage.setItem('scicomm.study:tok123:', 'kept-participant');
    const { unmount } = await renderRoute('/study/tok123');
    expect(await screen.findByText(/please tell me your full name/)).toBeInTheDocument();
    expect(
      calls.some(({ url }) => url === '/api/participate/tok123/participants/kept-participant/turn'),
    ).toBe(true);
    expect(calls.some(({ url }) => url.endsWith('/enrol'))).toBe(false);
    unmount();
    window.localStorage.setItem('scicomm.study:tok123:', 'gone-participant');
    await renderRoute('/study/tok123');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(window.localStorage.getItem('scicomm.study:tok123:')).toBeNull();
  });

  it('once the study is closed, a participant who began a session may finish it (Continue, no Restart); one who did not sees the closed page', async () => {
    participation = () => json({ ...study, state: 'closed' });
    window.localStorage.setItem('scicomm.study:tok123:', 'kept-participant');
    // This tab answered nothing yet (a draft only): no session was stored, so none goes on.
    saveSession('/api/participate/tok123/participants/kept-participant/turn', {
      exercise: 'halfLife',
      history: { currentStage: 1 },
      messages: [{ id: 'b1', text: 'Your full name?', isStudent: false, inputType: 'text' }],
      draft: 'Ada',
    });
    const { unmount } = await renderRoute('/study/tok123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This study is closed' }),
    ).toBeInTheDocument();
    unmount();

    saveSession('/api/participate/tok123/participants/kept-participant/turn', {
      exercise: 'halfLife',
      history: { currentStage: 2, taskId: 'a-stored-session.signature' },
      messages: [
        { id: 'b1', text: 'Your full name?', isStudent: false, inputType: 'text' },
        { id: 's1', text: 'Ada Lovelace', isStudent: true, inputType: 'text' },
        { id: 'b2', text: 'Thank you, Ada Lovelace! Who is your audience?', isStudent: false, inputType: 'text' },
      ],
      draft: '',
    });
    await renderRoute('/study/tok123');
    expect(
      await screen.findByText('This study is now closed to new participants. You can finish the session you began.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    // The card says only what it offers.
    expect(screen.getByText(/Continue where you were\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/or start a new one/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Who is your audience/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
  });

  it('a finished participant is offered neither Restart nor Start over: they take part once', async () => {
    window.localStorage.setItem('scicomm.study:tok123:', 'kept-participant');
    saveSession('/api/participate/tok123/participants/kept-participant/turn', {
      exercise: 'halfLife',
      history: { currentStage: 8, taskId: 'a-stored-session.signature' },
      messages: [
        { id: 's1', text: 'Both', isStudent: true, inputType: 'text' },
        { id: 'b1', text: "We're done! Thank you.", isStudent: false, inputType: 'text' },
      ],
      draft: '',
    });
    await renderRoute('/study/tok123');
    // Finished, not "in progress": the card offers the texts again.
    expect(await screen.findByRole('heading', { name: 'You finished this exercise' })).toBeInTheDocument();
    expect(screen.getByText(/Your texts are kept here for you to see again\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/in progress|Continue where you were|or start a new one/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See my texts' }));
    expect(await screen.findByText("We're done! Thank you.")).toBeInTheDocument();
    expect(screen.getByText('This exercise is finished, so there is nothing more to send. Your texts are summed up below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();
  });

  it('the start page says what the study keeps, who sees it and until when', async () => {
    const { unmount } = await renderRoute('/study/tok123');
    await screen.findByRole('button', { name: 'Start' });
    const kept = screen.getByRole('region', { name: 'What is kept' });
    expect(kept).toHaveTextContent(
      "The name you give in the chat, your texts and answers, the coach's feedback, how long each step takes and whether answers are pasted are kept for this study.",
    );
    expect(kept).toHaveTextContent("The study's researchers see them and can download them");
    expect(kept).toHaveTextContent("until they delete the study's data");
    unmount();
    participation = () => json({ ...study, identification: 'link' });
    await renderRoute('/study/tok123?participant=P-17&key=k3y');
    await screen.findByRole('button', { name: 'Start' });
    expect(screen.getByRole('region', { name: 'What is kept' })).toHaveTextContent(
      /^What is keptThe identifier in your link, your texts and answers/,
    );
  });

  it('the chat says the session is kept for the study, and its end says what the study keeps, never that the texts are not kept', async () => {
    window.localStorage.setItem('scicomm.study:tok123:', 'kept-participant');
    turnReply = finishedTurn;
    await renderRoute('/study/tok123');
    expect(await screen.findByText("We're done! Thank you.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "This is a research study: the name you give, your texts and answers and the coach's feedback are kept for its researchers. Please do not share any other sensitive information in the chat.",
      ),
    ).toBeInTheDocument();
    const kept = await screen.findByRole('complementary', { name: 'What this study keeps' });
    expect(kept).toHaveTextContent(
      "Kept for this research study: your texts and answers, the name you gave (or the identifier in your link), the coach's feedback, how long each step took and whether answers were pasted.",
    );
    expect(kept).toHaveTextContent(
      "The study's researchers see them and can download them. They are kept until the researchers delete the study's data; the site sets no end date of its own.",
    );
    // The guest's notice is for guests of the standard exercises, not for participants.
    expect(screen.queryByText(/not kept/)).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Keep your work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('says what is kept in Hebrew and Arabic too', async () => {
    window.localStorage.setItem('scicomm.study:tok123:', 'kept-participant');
    turnReply = finishedTurn;
    const { unmount } = await renderRoute('/study/tok123', { language: 'he' });
    expect(await screen.findByRole('complementary', { name: 'מה המחקר שומר' })).toHaveTextContent(
      'חוקרי המחקר רואים אותם ויכולים להוריד אותם',
    );
    expect(screen.queryByText(/אינם נשמרים/)).not.toBeInTheDocument();
    unmount();
    await renderRoute('/study/tok123', { language: 'ar' });
    expect(await screen.findByRole('complementary', { name: 'ما تحتفظ به الدراسة' })).toHaveTextContent(
      'يراها باحثو الدراسة ويمكنهم تنزيلها',
    );
    expect(screen.queryByText(/لا تُحفظ/)).not.toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    await renderRoute('/study/tok123', { language: 'he' });
    expect(await screen.findByRole('button', { name: 'התחלה' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'הסכמה' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'מה נשמר' })).toHaveTextContent('חוקרי המחקר רואים אותם');
  });
});
