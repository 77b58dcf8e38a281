// The reader's page's own entry (read.html; docs/reader-check.md "Weight"): a reader's link
// (/read/{token}) loads React, the page, its strings and the shell's styles, not the whole app.
// The build prerenders the page's first view (scripts/build.ts, entry-server.tsx's
// renderReaderPage), so the consent line paints from the HTML. The page's code (reader-start.tsx)
// is imported only after that first paint: run earlier, on a slow phone its compiling and
// hydrating would hold the first frame back (the consent line's paint, the page's LCP). A hidden
// tab paints nothing, so it starts at once.
// The styles are the entry's, so the build links them in the HTML (and inlines them there): the
// prerendered page paints in its final layout.
import './styles.css';
import './components/forms.css';
import './features/reader-check/reader-check.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./reader-start.tsx');
};

if (document.visibilityState === 'hidden') start();
// The frame after the next has been painted by the time the timer runs.
else requestAnimationFrame(() => setTimeout(start, 0));
