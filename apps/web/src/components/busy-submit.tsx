// A form's submit button in its actions row: it says it is working (when it has words for that),
// and cannot be pressed again, while the request runs.
import type { ReactNode } from 'react';

export function BusySubmit({
  busy,
  label,
  busyLabel = label,
  disabled = false,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Pressing it would do nothing now, though nothing runs (the form is done). */
  disabled?: boolean;
  /** What else the row offers beside it: a link, a second button. */
  children?: ReactNode;
}) {
  return (
    <div className="form__actions">
      <button type="submit" className="button" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}
