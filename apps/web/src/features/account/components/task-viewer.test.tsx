// A stored task is shown with the same strict sanitising as the live chat and the live result:
// nothing that loads (images, frames), looks like a control (forms, buttons) or restyles the page.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskDetail } from '@scicomm/shared/account-api';
import { TaskViewer } from './task-viewer.tsx';

const hostile =
  'Hello <img src="https://tracker.example/p.gif"><form action="/x"><input name="q"><button>Send</button></form>' +
  '<iframe src="https://example.org"></iframe><p style="position:fixed" id="header">styled</p><b>kept</b>';

function task(overrides: Partial<TaskDetail>): TaskDetail {
  return {
    id: '8d8f4c1e-0000-4000-8000-000000000001',
    type: 'halflife',
    label: 'Half Life',
    createdAt: '2026-11-01T10:00:00.000Z',
    conversation: [],
    rebuilt: false,
    dejargonizer: null,
    ...overrides,
  };
}

const view = (detail: TaskDetail) =>
  render(<TaskViewer task={detail} labelOf={(t) => t.label} dateOf={(iso) => iso.slice(0, 10)} />)
    .container;

describe('TaskViewer sanitising', () => {
  it('shows a stored message without images, frames, form controls, inline styles or ids', () => {
    const container = view(
      task({ conversation: [{ id: 'm1', text: hostile, isStudent: false, inputType: 'text' }] }),
    );
    const message = container.querySelector('.task-message__text');
    expect(message?.textContent).toContain('Hello');
    expect(message?.querySelector('b')?.textContent).toBe('kept');
    for (const selector of ['img', 'form', 'input', 'button', 'iframe', '[style]', '#header']) {
      expect(message?.querySelector(selector), selector).toBeNull();
    }
  });

  it('keeps only band spans and line breaks of a stored De-Jargonizer result', () => {
    const resultText = `<span class="rare" data-band="rare">epigenetics</span><br><a href="https://example.org">link</a>${hostile}`;
    const container = view(
      task({
        type: 'dejargonizer',
        label: 'DeJargonizer',
        dejargonizer: {
          dictionary: 'English2021_2024',
          text: 'x',
          resultText,
          totalWords: 1,
          rareWords: 1,
          midRangeWords: 0,
          jargonScore: 0,
          keyTerms: null,
        },
      }),
    );
    // The coloured result comes first; the plain text (the second) is folded away under it.
    const result = container.querySelectorAll('.task-record__text')[0];
    expect(result?.querySelector('span[data-band="rare"]')?.textContent).toBe('epigenetics');
    expect(result?.querySelector('br')).not.toBeNull();
    for (const selector of ['a', 'img', 'form', 'b', 'p'])
      expect(result?.querySelector(selector), selector).toBeNull();
  });
});

describe('TaskViewer table answers', () => {
  const headers = ['Adverb', 'Modified word'];
  const rows = [['carefully', 'measures']];
  const tableHtml =
    '<table><thead><tr><th>Adverb</th><th>Modified word</th></tr></thead><tbody><tr><td>carefully</td><td>measures</td></tr></tbody></table>';

  it('shows a table answer saved as HTML and as cells once', () => {
    const container = view(
      task({
        type: 'coherence',
        label: 'Coherence',
        conversation: [
          { id: 's1', text: tableHtml, isStudent: true, inputType: 'table', tableHeaders: headers, tableData: rows },
        ],
      }),
    );
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(Array.from(container.querySelectorAll('td'), (cell) => cell.textContent)).toEqual(['carefully', 'measures']);
  });

  it('draws the cells of a table answer whose HTML has no table', () => {
    const container = view(
      task({
        type: 'coherence',
        label: 'Coherence',
        conversation: [
          { id: 's1', text: 'My table:', isStudent: true, inputType: 'table', tableHeaders: headers, tableData: rows },
        ],
      }),
    );
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelector('th')?.textContent).toBe('Adverb');
  });
});
