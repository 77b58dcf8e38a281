// A study form's refusal, said at once under the form: the page's sentence for what failed, with
// the server's reason in the page's language (its own words when it gave no known code).
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/server-message.ts';

/** Nothing while `error` is null (the request has not failed). */
export function StudyErrorLine({ error, messageKey }: { error: Error | null; messageKey: string }) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  if (!error) return null;
  return (
    <p role="alert" className="field__error">
      {t(messageKey, { message: serverErrorText(i18n, error, error.message) })}
    </p>
  );
}
