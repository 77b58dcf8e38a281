// The compact Grade reply of a long text (docs/de-jargonizer.md "Long texts"): the page shows
// and downloads it exactly like a full reply.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeServer,
  type FakeServer,
} from '../../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

let server: FakeServer;

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeServer();
  server.compactGrade = true;
  vi.stubGlobal('scrollTo', vi.fn());
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});

describe('De-Jargonizer: the compact reply of a long text', () => {
  it('colours the text, fills the table and downloads the same lists as a full reply', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer');
    await user.type(
      screen.getByRole('textbox', { name: 'Or paste your text' }),
      'Epigenetics changes gene expression',
    );
    await user.click(screen.getByRole('button', { name: 'START' }));
    await screen.findByRole('heading', { level: 2, name: 'Result' });
    const coloured = screen.getByRole('group', { name: 'Your text, coloured by band' });
    expect(coloured).toHaveTextContent('Epigenetics changes gene expression');
    expect(within(coloured).getByRole('button', { name: /^Epigenetics \(/u })).toHaveClass(
      'dj-band--rare',
    );
    expect(within(coloured).getByRole('button', { name: /^expression \(/u })).toHaveClass(
      'dj-band--mid',
    );
    const rows = within(screen.getByRole('table', { name: 'Words by band' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Rare125%');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = server.calls.find((candidate) => candidate.url === '/api/TextGrading/Download');
    expect(JSON.parse(String(call?.body))).toMatchObject({
      CleanedWords: ['epigenetics', 'changes', 'gene', 'expression'],
      RareWords: ['epigenetics'],
      NormalWords: ['expression'],
      Words: ['Epigenetics', ' ', 'changes', ' ', 'gene', ' ', 'expression'],
      WordBands: ['rare', 'common', 'common', 'mid'],
    });
  });
});
