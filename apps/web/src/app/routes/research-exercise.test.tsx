import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';

const uuid = '3f1c2b7e-9a4d-4c1e-8b2f-6d5e4c3b2a19';
let server: FakeExerciseServer;

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeExerciseServer();
});

const requestedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

describe('research editions', () => {
  it('opens the chat of a path the server knows, posting to its research call with isResearch', async () => {
    const slug = `${uuid}-halflife-slim`;
    server.research.set(slug, Response.json({ exercise: 'halfLife', title: 'Half Life', edition: 'slim' }));
    server.answers.push(reply([bot('Before we begin, please tell me your full name.')], { currentStage: 1, isResearch: true }));
    await renderRoute(`/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Half Life Writing Exercise' })).toBeInTheDocument();
    await expectTitle('Half Life – SciComm Studio');
    await within(screen.getByRole('log')).findByText('Before we begin, please tell me your full name.');
    expect(server.calls[0]).toEqual({ url: `/api/exercises/research/${slug}`, body: { isResearch: true, language: 'en', Messages: [] } });

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.url).toBe(`/api/exercises/research/${slug}`);
  });

  it("says in the chat and at the end what the research edition keeps, never that the texts are not kept", async () => {
    const slug = `${uuid}-halflife-full`;
    server.research.set(slug, Response.json({ exercise: 'halfLife', title: 'Half Life', edition: 'full' }));
    server.answers.push(
      reply([bot("We're done!")], {
        currentStage: 8,
        isResearch: true,
        taskId: 'task.sig',
        participantName: 'Eve',
        targetAudience: 'Adult',
        whichIsBetter: 'Revised',
        text120First: 'We study how plants remember the winter.',
        text60: 'We study how plants remember the cold.',
        text30: 'Plants remember the cold.',
        text120Last: 'We study how plants remember the winter and why it matters for food.',
      }),
    );
    await renderRoute(`/${slug}`);
    expect(
      await screen.findByText(
        "This is a research study: the name you give, your texts and answers and the coach's feedback are kept for its researchers. Please do not share any other sensitive information in the chat.",
      ),
    ).toBeInTheDocument();
    const kept = await screen.findByRole('complementary', { name: 'What this study keeps' });
    expect(kept).toHaveTextContent('The researchers who run studies on this site see them and can download them. The site sets no date when they are deleted.');
    expect(screen.queryByText(/not kept/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('passes the participant name from the link', async () => {
    const slug = `${uuid}-halflife-full`;
    server.research.set(slug, Response.json({ exercise: 'halfLife', title: 'Half Life', edition: 'full' }));
    await renderRoute(`/${slug}?participantName=Rosalind%20Franklin`);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body).toEqual({ isResearch: true, participantName: 'Rosalind Franklin', language: 'en', Messages: [] });
  });

  it('shows the not-found page for a research-shaped path the server does not know', async () => {
    await renderRoute(`/${uuid}-halflife-full`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expectTitle('Page not found – SciComm Studio');
    expect(server.calls).toHaveLength(0);
  });

  it('does not even ask the server about other one-segment paths', async () => {
    await renderRoute('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(requestedUrls().filter((url) => url.startsWith('/api/exercises'))).toEqual([]);
  });

  it('opens the Coherence and Critical Thinking editions with their own headings', async () => {
    for (const [name, exercise, title] of [
      ['coherence-slim', 'coherence', 'Coherence Coach'],
      ['critical-thinking-full', 'criticalThinking', 'Critical Thinking Coach'],
    ] as const) {
      const slug = `${uuid}-${name}`;
      server.research.set(slug, Response.json({ exercise, title, edition: name.endsWith('slim') ? 'slim' : 'full' }));
      const view = await renderRoute(`/${slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(server.calls.at(-1)).toEqual({ url: `/api/exercises/research/${slug}`, body: { isResearch: true, language: 'en', Messages: [] } }));
      view.unmount();
    }
  });
});
