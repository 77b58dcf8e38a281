import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../locales/exercises/ar.json';
import en from '../../locales/exercises/en.json';
import he from '../../locales/exercises/he.json';
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

describe('/persuasion-rhetorics', () => {
  it('shows the intro on logos, pathos and ethos and asks /api/Persuasive once for the first messages', async () => {
    server.answers.push(reply([bot('Welcome to the Persuasion and Rhetorics writing exercise!')], { currentStage: 1 }));
    await renderRoute('/persuasion-rhetorics');
    expect(screen.getByRole('heading', { level: 1, name: 'Persuasive Writing Exercise' })).toBeInTheDocument();
    await expectTitle('Persuasion and Rhetorics – SciComm Studio');
    for (const appeal of ['Logos', 'Pathos', 'Ethos']) {
      expect(screen.getByText(appeal, { selector: 'li > strong' })).toBeInTheDocument();
    }
    expect(screen.getByText(/is the appeal to trust/)).toBeInTheDocument();
    expect(screen.getByText('Please do not share any sensitive information in the chat.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({ url: '/api/Persuasive', body: { language: 'en', Messages: [] } });
    expect(await within(log()).findByText('Welcome to the Persuasion and Rhetorics writing exercise!')).toBeInTheDocument();
    expect(screen.queryByText('not available', { exact: false })).not.toBeInTheDocument();
  });

  it('has a collapsible example: one project for four audiences, each with logos, pathos and ethos', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    server.answers.push(reply([bot('Hi')], { currentStage: 1 }));
    await renderRoute('/persuasion-rhetorics');
    const summary = screen.getByText('Example: one project, four audiences');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    const table = within(details).getByRole('table', { name: 'Logos, pathos and ethos of one project for four audiences' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Audience', 'Logos', 'Pathos', 'Ethos']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Lay / general public',
      'Investors',
      'Policymakers',
      'Scientific / professional',
    ]);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(3);
      for (const cell of cells) expect(cell.textContent?.length).toBeGreaterThan(20);
    }
  });

  it('is finished at stage 15, not before', async () => {
    server.answers.push(reply([bot('Last question')], { currentStage: 14 }));
    await renderRoute('/persuasion-rhetorics');
    await within(log()).findByText('Last question');
    expect(screen.queryByText('The exercise is finished.')).not.toBeInTheDocument();
    server.answers.push(reply([bot("Thank you, we're done!")], { currentStage: 15 }));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'I learnt a lot today, really.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The exercise is finished.')).toBeInTheDocument();
    expect(server.calls[1]?.body).toMatchObject({ currentStage: 14 });
  });

  it('sits behind the terms-consent gate', async () => {
    clearCookies();
    await renderRoute('/persuasion-rhetorics');
    expect(screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' })).toBeInTheDocument();
  });
});

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function leaf(tree: Tree, path: string): string | undefined {
  const value = path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
}

describe('Persuasive and Ethics texts', () => {
  it.each([
    ['he', he],
    ['ar', ar],
  ])('exist in %s for every English key, translated, with the same markup', (_language, locale) => {
    for (const section of ['persuasive', 'ethics'] as const) {
      const english = en.exercises[section] as Tree;
      const translated = (locale.exercises as unknown as Record<string, Tree>)[section] ?? {};
      expect(keys(translated).sort()).toEqual(keys(english).sort());
      for (const key of keys(english)) {
        const text = leaf(translated, key) ?? '';
        expect(text, key).not.toBe(leaf(english, key));
        expect(text.includes('<0>'), key).toBe(leaf(english, key)?.includes('<0>'));
      }
    }
  });
});
