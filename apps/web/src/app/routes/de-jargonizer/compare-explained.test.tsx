// Compare two texts with explained terms (docs/de-jargonizer.md "Key terms and explained terms"):
// the adjusted score and the number of explained terms beside the original figures, and the terms
// the revision explains.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCompareServer } from '../../../features/compare/test/fake-compare-server.ts';
import { clearCookies, renderRoute, waitForLiveForm } from '../../../test/render-route.tsx';

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  document.cookie = 'terms_consent=true; Path=/';
  installFakeCompareServer();
  vi.stubGlobal('scrollTo', vi.fn());
});

const BEFORE = 'Methylation is here. The gene changes cells.';
const AFTER = 'Methylation, a season of the cells, is here. The gene changes cells.';

describe('Compare: explained terms', () => {
  it('shows the adjusted score and the explained terms with their change, and the term the revision explains', async () => {
    const user = userEvent.setup();
    await renderRoute('/de-jargonizer/compare');
    await waitForLiveForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Text before' }), { target: { value: BEFORE } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text after' }), { target: { value: AFTER } });
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await screen.findByRole('heading', { level: 2, name: 'What changed' });
    const table = screen.getByRole('table', { name: /Every figure before and after/u });
    const explained = within(table).getByRole('row', { name: /^Explained terms/u });
    expect(within(explained).getAllByRole('cell').map((cell) => cell.textContent?.slice(0, 2))).toEqual(['0', '1', '▲ ']);
    const adjusted = within(table).getByRole('row', { name: /^Adjusted score/u });
    // Before: 7 words, 1 rare → 86; after: methylation explained, 10 words left, none rare → 100.
    expect(within(adjusted).getAllByRole('cell')[0]).toHaveTextContent('86');
    expect(within(adjusted).getAllByRole('cell')[1]).toHaveTextContent('100');
    expect(screen.getByRole('list', { name: /Newly explained \(1\)/u })).toHaveTextContent('methylation');
  });
});
