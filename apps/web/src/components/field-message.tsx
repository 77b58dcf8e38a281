// Field-level messages of forms: the error under a field, linked to it by aria-describedby
// (with aria-invalid on the field), and form-level status or alert lines.
import './forms.css';

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/** A form-level failure, announced at once (role="alert"); nothing while there is none. */
export function FormAlert({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="form__alert">
      {message}
    </p>
  );
}

/** The ids a field is described by: its hint and its error, when shown. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}
