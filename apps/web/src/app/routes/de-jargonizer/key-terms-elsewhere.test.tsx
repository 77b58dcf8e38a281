// Key terms beyond the De-Jargonizer's own page (docs/de-jargonizer.md "Key terms and explained
// terms"): Multiple Texts sends them with the files, Compare with both texts, and the adjusted
// score they give is the one shown.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCompareServer } from '../../../features/compare/test/fake-compare-server.ts';
import { installFakeServer } from '../../../features/de-jargonizer/test/fake-de-jargonizer-server.ts';
import { clearCookies, renderRoute, waitForLiveForm } from '../../../test/render-route.tsx';

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  vi.stubGlobal('scrollTo', vi.fn());
});

const keyTermBox = () => screen.getByRole('textbox', { name: 'Key terms' });

describe('Multiple Texts: key terms', () => {
  it('sends the key terms with the files, one per line, and refuses a repeat', async () => {
    const server = installFakeServer();
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/multiple-texts');
    await waitForLiveForm();
    await user.upload(screen.getByLabelText('Choose files (.txt or .docx, 15MB in total)'), [new File(['x'], 'a.txt')]);
    await user.type(keyTermBox(), 'CRISPR{Enter}');
    await user.type(keyTermBox(), 'gene drive, mice{Enter}');
    await user.type(keyTermBox(), 'crispr{Enter}');
    expect(screen.getByText('That key term is in the list already.')).toHaveAttribute('role', 'alert');
    expect(within(screen.getByRole('list', { name: 'Key terms' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'CRISPR',
      'gene drive, mice',
    ]);
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    await screen.findByRole('region', { name: 'Results' });
    const sent = server.calls.find((call) => call.url === '/api/GroupGrading')?.body as FormData;
    // A comma inside a term would split it on the server: it is sent as a space (the same words).
    expect(sent.get('keyTerms')).toBe('CRISPR\ngene drive  mice');
  });

  it('sends no key-terms field when none is marked', async () => {
    const server = installFakeServer();
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/multiple-texts');
    await waitForLiveForm();
    await user.upload(screen.getByLabelText('Choose files (.txt or .docx, 15MB in total)'), [new File(['x'], 'a.txt')]);
    await user.click(screen.getByRole('button', { name: 'Grade the files' }));
    await screen.findByRole('region', { name: 'Results' });
    const sent = server.calls.find((call) => call.url === '/api/GroupGrading')?.body as FormData;
    expect(sent.has('keyTerms')).toBe(false);
  });
});

describe('Compare: key terms', () => {
  it('leaves a key term out of both adjusted scores, and the original scores as they were', async () => {
    installFakeCompareServer();
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Text before' }), { target: { value: 'Epigenetics is here. The gene changes cells.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text after' }), {
      target: { value: 'Epigenetics, how the cells work, is here. Methylation changes cells.' },
    });
    await user.type(keyTermBox(), 'epigenetics{Enter}');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await screen.findByRole('heading', { level: 2, name: 'What changed' });
    const table = screen.getByRole('table', { name: /Every figure before and after/u });
    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);
    // Before: 7 words, 1 rare (epigenetics) → 86; without the key term: 6 words, none rare → 100.
    // After: 10 words, 2 rare → 80; without epigenetics: 9 words, 1 rare → 89.
    expect(cells(/^Score/u).slice(0, 2)).toEqual(['86', '80']);
    expect(cells(/^Adjusted score/u).slice(0, 2)).toEqual(['100', '89']);
  });
});

describe('Compare two groups: key terms', () => {
  it('sends the key terms with the files and shows the adjusted score and the explained terms beside the score', async () => {
    const server = installFakeCompareServer();
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare/groups');
    await waitForLiveForm();
    await user.upload(screen.getByLabelText('Texts before (.txt or .docx)'), [new File(['x'], 'Dana.txt')]);
    await user.upload(screen.getByLabelText('Texts after (.txt or .docx)'), [new File(['y'], 'dana.txt')]);
    await user.type(keyTermBox(), 'CRISPR{Enter}');
    await user.type(keyTermBox(), 'gene drive{Enter}');
    await user.click(screen.getByRole('button', { name: 'Compare the groups' }));
    await screen.findByRole('heading', { level: 2, name: 'The groups compared' });
    const sent = server.calls.find((call) => call.url === '/api/de-jargonizer/compare/groups')?.body as FormData;
    expect(sent.get('keyTerms')).toBe('CRISPR\ngene drive');
    // Both scores in the statistics and in each pair's row (the fake: adjusted = score + 4).
    const stats = screen.getByRole('table', { name: 'The change over the pairs' });
    expect(within(stats).getByRole('row', { name: /^Adjusted score/u })).toBeInTheDocument();
    expect(within(stats).getByRole('row', { name: /^Explained terms/u })).toBeInTheDocument();
    const pairs = screen.getByRole('table', { name: 'Each student before and after' });
    expect(within(pairs).getByRole('columnheader', { name: 'Adjusted score' })).toBeInTheDocument();
    const dana = within(within(pairs).getByRole('row', { name: /Dana/u })).getAllByRole('cell').map((cell) => cell.textContent);
    // Score 80 → 88, then the adjusted score 84 → 92.
    expect(dana.slice(0, 6)).toEqual(['80', '88', '▲ +8 (rose, better)', '84', '92', '▲ +8 (rose, better)']);
  });
});
