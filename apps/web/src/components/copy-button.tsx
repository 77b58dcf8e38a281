// Copy for a link the user passes on (a study's, a reader check's), with a status that says once
// it is copied. Where the browser offers no clipboard (an insecure page) it does nothing.
import { useState } from 'react';

export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      >
        {label}
      </button>
      <span role="status">{copied ? copiedLabel : ''}</span>
    </>
  );
}
