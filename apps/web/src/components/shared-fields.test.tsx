// The shared form fields added for the forms' near-copies: a select with a blank choice and its
// problem, a new-password field with the site's rule, and a sentence linking the site's terms.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { NewPasswordField } from './password-input.tsx';
import { RegisteredSelect } from './registered-select.tsx';
import { SiteTermsText } from './site-terms-text.tsx';

const inEnglish = (page: ReactNode) => render(<I18nextProvider i18n={createI18n('en')}>{page}</I18nextProvider>);

function ColourSelect({ error }: { error?: string }) {
  const form = useForm({ defaultValues: { colour: '' } });
  return (
    <>
      <RegisteredSelect
        id="colour"
        label="Colour"
        blankChoice="None"
        choices={['red', 'blue'] as const}
        choiceLabel={(colour) => colour.toUpperCase()}
        error={error}
        registration={form.register('colour')}
      />
      <output>{form.watch('colour')}</output>
    </>
  );
}

describe('RegisteredSelect', () => {
  it('offers the blank choice first and binds the chosen value to the form', async () => {
    render(<ColourSelect />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'RED', 'BLUE']);
    expect(select).toHaveValue('');
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().selectOptions(select, 'blue');
    expect(screen.getByRole('status')).toHaveTextContent('blue');
  });

  it('marks itself invalid and is described by its problem', () => {
    render(<ColourSelect error="Choose a colour." />);
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a colour.');
  });
});

describe('NewPasswordField', () => {
  it('shows the password rule as its description and lets the browser suggest a password', () => {
    inEnglish(<NewPasswordField id="pw" label="New password" value="" onChange={vi.fn()} />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('Use 8 to 128 characters.');
  });

  it('adds its problem to the description', () => {
    inEnglish(<NewPasswordField id="pw" label="New password" value="" onChange={vi.fn()} error="Too short." />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use 8 to 128 characters. Too short.');
  });
});

describe('SiteTermsText', () => {
  it('links the tagged words to the privacy policy and the terms, each in a new tab', () => {
    render(
      <MemoryRouter>
        <SiteTermsText text="I accept the <privacy>Privacy Policy</privacy> and <terms>Terms of Use</terms>." />
      </MemoryRouter>,
    );
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    for (const link of [privacy, terms]) expect(link).toHaveAttribute('target', '_blank');
  });
});
