// The key-terms field when its check cannot be fetched (the connection dropped): the writer is
// told, and the term stays typed for another try.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { KeyTermsField } from './key-terms-field.tsx';

vi.mock('../lib/key-term-check.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('KeyTermsField', () => {
  it('says so when the key-term check cannot be loaded, and keeps the term typed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <KeyTermsField terms={[]} onChange={onChange} />
      </I18nextProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Key terms' }), 'CRISPR');
    await user.click(screen.getByRole('button', { name: 'Add key term' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The key-term check could not be loaded.');
    expect(screen.getByRole('textbox', { name: 'Key terms' })).toHaveValue('CRISPR');
    expect(onChange).not.toHaveBeenCalled();
  });
});
