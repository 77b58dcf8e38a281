// The information pages' sections: titled by their texts' `${key}.title`, anchored at the key
// unless the anchor differs, and numbered paragraphs in order.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paragraphSection, textSection } from './info-page.tsx';

const text = (key: string) => `[${key}]`;

describe('information page sections', () => {
  it('titles a section by its key and anchors it there unless told otherwise', () => {
    expect(textSection(text, 'data', 'body')).toEqual({ id: 'data', title: '[data.title]', body: 'body' });
    expect(textSection(text, 'cite', null, 'howToCite')).toMatchObject({ id: 'howToCite', title: '[cite.title]' });
  });

  it('gives a section of paragraphs its numbered texts in order', () => {
    const section = paragraphSection(text, 'developers', 2, 'Developers');
    expect(section).toMatchObject({ id: 'Developers', title: '[developers.title]' });
    const { container } = render(<>{section.body}</>);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['[developers.p1]', '[developers.p2]']);
  });
});
