import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideBand, ReadingGuide } from './reading-guide.tsx';

describe('guideBand', () => {
  it('leaves a 100 px gap centred on the line', () => {
    expect(guideBand(300)).toEqual({ top: 250, bottom: 350 });
    expect(guideBand(20)).toEqual({ top: 0, bottom: 70 });
  });
});

describe('ReadingGuide', () => {
  it('follows the mouse vertically', () => {
    render(<ReadingGuide />);
    act(() => {
      document.dispatchEvent(new MouseEvent('mousemove', { clientY: 400 }));
    });
    expect(screen.getByTestId('reading-guide-top')).toHaveStyle({ height: '350px' });
    expect(screen.getByTestId('reading-guide-bottom')).toHaveStyle({ top: '450px' });
    expect(screen.getByTestId('reading-guide-top')).toHaveAttribute('aria-hidden', 'true');
  });
});
