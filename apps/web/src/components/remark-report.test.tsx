// The "this remark is wrong" control (docs/exercises.md "Reporting a wrong remark"): only the lines
// that say a finding get it; it works from the keyboard alone; it sends the finding's kind, span,
// stage, field and the writer's choice and comment; a refusal is shown and the form stays; a
// comment over the limit is caught before anything is sent.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoachRemark } from '@scicomm/coach/findings/remarks';
import { AppProviders } from '../app/providers.tsx';
import { createI18n } from '../lib/i18n.ts';
import { RemarkLines } from './remark-lines.tsx';
import { stubResizeObserver } from '../test/stub-resize-observer.ts';

const remark: CoachRemark = { line: 1, kind: 'pronoun.bare', start: 31, end: 54, stage: 4, field: 'textLogos', excerpt: 'This tripled the yield.' };
const html = 'For your next version:<br />Sentence 2 opens with <strong>This</strong>: what does it point to?<br />Well linked.';
const calls: Array<{ url: string; body: Record<string, unknown> }> = [];

function answerReports(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      return response();
    }),
  );
}

function renderLines() {
  return render(
    <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
      <p>
        <RemarkLines
          html={html}
          remarks={[remark]}
          context={{ exercise: 'persuasive', place: 'chat', taskId: '00000000-0000-4000-8000-00000000000a.sig' }}
          renderLine={(line) => line}
        />
      </p>
    </AppProviders>,
  );
}

beforeEach(() => {
  calls.length = 0;
  stubResizeObserver();
});

describe('the report control', () => {
  it('is on the remark line only, and reports it by keyboard alone', async () => {
    answerReports(() => Response.json({ id: '00000000-0000-4000-8000-000000000001', keptText: false }, { status: 201 }));
    const user = userEvent.setup();
    renderLines();
    const triggers = screen.getAllByRole('button', { name: 'Report this remark as wrong or unhelpful' });
    expect(triggers).toHaveLength(1);

    await user.tab();
    expect(triggers[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    const wrong = await screen.findByRole('radio', { name: 'It is wrong' });
    await waitFor(() => expect(wrong).toHaveFocus());
    expect(wrong).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'It is not helpful' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveFocus();
    await user.keyboard('The sentence says what This is.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send report' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await screen.findByText('Thank you: your report was sent.');
    expect(calls).toEqual([
      {
        url: '/api/coach-reports',
        body: {
          exercise: 'persuasive',
          stage: 4,
          field: 'textLogos',
          kind: 'pronoun.bare',
          start: 31,
          end: 54,
          reason: 'unhelpful',
          place: 'chat',
          remark: 'Sentence 2 opens with This: what does it point to?',
          excerpt: 'This tripled the yield.',
          comment: 'The sentence says what This is.',
          taskId: '00000000-0000-4000-8000-00000000000a.sig',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    const sent = screen.getByRole('button', { name: 'Remark reported' });
    await waitFor(() => expect(sent).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows why the server refused, and keeps the form open', async () => {
    answerReports(() =>
      Response.json({ error: { code: 'TERMS_NOT_ACCEPTED', message: 'Accept the terms of use (or sign in) before reporting a remark.' } }, { status: 403 }),
    );
    const user = userEvent.setup();
    renderLines();
    await user.click(screen.getByRole('button', { name: 'Report this remark as wrong or unhelpful' }));
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be sent: Accept the terms of use (or sign in) before reporting a remark.');
    expect(screen.getByRole('radio', { name: 'It is wrong' })).toBeInTheDocument();
  });

  it('catches a comment over 1,000 characters before sending anything', async () => {
    answerReports(() => Response.json({ id: '00000000-0000-4000-8000-000000000001', keptText: true }, { status: 201 }));
    const user = userEvent.setup();
    renderLines();
    await user.click(screen.getByRole('button', { name: 'Report this remark as wrong or unhelpful' }));
    const comment = await screen.findByRole('textbox', { name: 'Comment (optional)' });
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Keep the comment under 1,000 characters.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});
