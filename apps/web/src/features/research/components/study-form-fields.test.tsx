// What a new study's form and a study's settings share: the title and description fields, the
// shared fields as the request has them, and the line that says why the server refused.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { StudyErrorLine } from './study-error-line.tsx';
import { studyFieldsBody, StudyTitleFields } from './study-form-fields.tsx';

const inEnglish = (page: ReactNode) => render(<I18nextProvider i18n={createI18n('en')}>{page}</I18nextProvider>);

function TitleForm({ titleProblem }: { titleProblem?: string }) {
  const form = useForm({ defaultValues: { title: 'Plain words', description: 'About jargon' } });
  return <StudyTitleFields id="s" title={form.register('title')} titleProblem={titleProblem} description={form.register('description')} />;
}

describe('StudyTitleFields', () => {
  it('shows the title and description as registered, the title marked invalid with its translated problem', () => {
    inEnglish(<TitleForm titleProblem="studies.create.titleError" />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Plain words');
    expect(title).toHaveAttribute('maxlength', '200');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Give the study a title.');
    expect(screen.getByRole('textbox', { name: 'Description (shown to participants)' })).toHaveValue('About jargon');
  });
});

describe('studyFieldsBody', () => {
  it('sends an empty consent text and last day as none', () => {
    const draft = { on: false, targetReaders: '5', clarityRating: true };
    expect(studyFieldsBody({ title: 'T', description: '', consentText: '  ', endsOn: '', readerCheck: draft })).toEqual({
      title: 'T',
      description: '',
      consentText: null,
      endsOn: null,
      readerCheck: null,
    });
    expect(studyFieldsBody({ title: 'T', description: '', consentText: 'Yes', endsOn: '2030-01-01', readerCheck: { ...draft, on: true } })).toMatchObject({
      consentText: 'Yes',
      endsOn: '2030-01-01',
      readerCheck: { targetReaders: 5, clarityRating: true },
    });
  });
});

describe('StudyErrorLine', () => {
  it('says nothing before a failure, then the page sentence with the reason as an alert', () => {
    const { rerender } = inEnglish(<StudyErrorLine error={null} messageKey="studies.settings.error" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <StudyErrorLine error={new Error('offline')} messageKey="studies.settings.error" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The settings could not be saved: offline');
  });
});
