// A write's refusal, said at once in the page's language (lib/server-message.ts); nothing before
// the server has refused. The component that shows it names 'server-errors' in its useTranslation,
// so the namespace is loaded before this renders.
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../lib/server-message.ts';
import { FormAlert } from './field-message.tsx';

export function MutationAlert({ mutation }: { mutation: { isError: boolean; error: unknown } }) {
  const { t, i18n } = useTranslation('server-errors');
  return <FormAlert message={mutation.isError ? serverErrorText(i18n, mutation.error, t('serverErrors.UNKNOWN')) : null} />;
}
