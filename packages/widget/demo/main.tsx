// A stand-alone React page that mounts the widget next to some sample content, as any other
// React site would. The browser tests (../e2e) run against its build.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AccessibilityWidget } from '@scicomm/widget';
import './demo.css';

function SampleArticle() {
  const [extra, setExtra] = useState<string[]>([]);
  return (
    <main>
      <header>
        <h1>Why do leaves change colour?</h1>
        <p className="lede">A short explainer written for a general audience.</p>
      </header>
      <article>
        <h2>The green we usually see</h2>
        <p id="first-paragraph">
          Leaves are green because they are full of chlorophyll, the molecule that captures sunlight to make sugar. Read more in our{' '}
          <a href="#glossary">glossary</a>.
        </p>
        <h2>What happens in autumn</h2>
        <p>As days shorten, trees stop making chlorophyll. The yellow and orange pigments that were there all along start to show.</p>
        <label htmlFor="notes">Your notes</label>
        <textarea id="notes" defaultValue="Chlorophyll breaks down in autumn." />
        <button type="button" onClick={() => setExtra((items) => [...items, `Added paragraph ${items.length + 1}`])}>
          Add a paragraph
        </button>
        {extra.map((text) => (
          <p key={text} className="added">
            {text}
          </p>
        ))}
      </article>
      <footer id="glossary">
        <h2>Glossary</h2>
        <p>Chlorophyll: the green pigment of plants.</p>
      </footer>
    </main>
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('The demo page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <SampleArticle />
    <AccessibilityWidget localeBaseUrl="/locale" registerDomainUrl="/api/registerDomain" credit={{ name: 'the demo authors', href: '/?from=credit' }} />
  </StrictMode>,
);
