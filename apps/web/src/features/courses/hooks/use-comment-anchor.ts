// A comment's own link (`…/submissions/{id}#comment-{commentId}`, as the comment mail sends it):
// once the comments are on the page, the one named is scrolled to and takes focus, so the reader
// starts at it rather than at the top of the page. Each hash is honoured once per page view.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const PREFIX = '#comment-';

/** The fragment that opens a comment. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

export function useCommentAnchor(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash.startsWith(PREFIX) || done.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
