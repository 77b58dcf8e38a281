// The frame of the De-Jargonizer's information pages: a title, an "On this page" list of hash
// links to the sections (docs/product.md §2 anchors), and sections that hash links scroll to with the
// 100 px offset (use-hash-scroll.ts; CSS scroll-margin for the browser's own jumps).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHashScroll } from '../../hooks/use-hash-scroll.ts';

export interface InfoSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function InfoPage({
  title,
  sections,
  children,
}: {
  title: string;
  sections: readonly InfoSection[];
  children?: ReactNode;
}) {
  const { t } = useTranslation(['de-jargonizer', 'de-jargonizer-info']);
  useHashScroll();
  return (
    <article className="dj-info">
      <h1>{title}</h1>
      {children}
      {sections.length > 1 && (
        <nav aria-label={t('deJargonizerInfo.about.contents')}>
          <ul className="dj-toc">
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: section.id }}>{section.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          tabIndex={-1}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}

/** A section's paragraphs, whose texts are numbered `${prefix}.p1` to `${prefix}.p${count}`. */
export function paragraphs(text: (key: string) => string, prefix: string, count: number): ReactNode {
  return Array.from({ length: count }, (_, index) => <p key={index}>{text(`${prefix}.p${index + 1}`)}</p>);
}

/** A section titled by its texts' `${key}.title`, anchored at its id: the key unless the anchor differs. */
export function textSection(text: (key: string) => string, key: string, body: ReactNode, id = key): InfoSection {
  return { id, title: text(`${key}.title`), body };
}

/** A section of numbered paragraphs only (paragraphs above). */
export function paragraphSection(text: (key: string) => string, key: string, count: number, id = key): InfoSection {
  return textSection(text, key, paragraphs(text, key, count), id);
}
