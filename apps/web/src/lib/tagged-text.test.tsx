import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { TaggedText } from './tagged-text.tsx';

const link = (href: string) => (words: string) => <a href={href}>{words}</a>;

describe('TaggedText', () => {
  it('wraps each tagged part in its element, in order, keeping the text around it', () => {
    const { container } = render(
      <TaggedText
        text="I agree to the <privacy>Privacy Policy</privacy> and the <terms>Terms of Use</terms>."
        parts={{ privacy: link('/privacy-policy'), terms: link('/terms-of-use') }}
      />,
    );
    expect(container.innerHTML).toBe(
      'I agree to the <a href="/privacy-policy">Privacy Policy</a> and the <a href="/terms-of-use">Terms of Use</a>.',
    );
  });

  it('keeps a right-to-left sentence whose tags come in another order', () => {
    const { container } = render(
      <TaggedText
        text="אני מסכים/ה ל<privacy>מדיניות הפרטיות</privacy> ול<terms>תנאי השימוש</terms>"
        parts={{ terms: link('/terms-of-use'), privacy: link('/privacy-policy') }}
      />,
    );
    expect(container.textContent).toBe('אני מסכים/ה למדיניות הפרטיות ולתנאי השימוש');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/privacy-policy', '/terms-of-use']);
  });

  it('takes a numbered tag, as in strings written for Trans', () => {
    const { container } = render(
      <TaggedText text="<0>Logos</0> is the appeal to reason." parts={{ 0: (words) => <strong>{words}</strong> }} />,
    );
    expect(container.innerHTML).toBe('<strong>Logos</strong> is the appeal to reason.');
  });

  it('leaves the words of an unknown tag as text and never reads markup', () => {
    const { container } = render(
      <TaggedText text={'<b>bold</b> <img src=x onerror="alert(1)"> <toString>x</toString>'} parts={{}} />,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.textContent).toBe('bold <img src=x onerror="alert(1)"> x');
  });
});
