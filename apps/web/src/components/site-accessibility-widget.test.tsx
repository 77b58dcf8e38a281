import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { SiteAccessibilityWidget } from './site-accessibility-widget.tsx';
import { stubResizeObserver } from '../test/stub-resize-observer.ts';

beforeEach(() => {
  // jsdom has no ResizeObserver; Radix's tooltips call it when the panel's buttons get focus.
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/locale/he.json') return Response.json({ openMenu: 'פתיחת תפריט הנגישות', 'accessibility-menu': 'תפריט נגישות' });
      if (url === '/locale/ar.json') return Response.json({ openMenu: 'فتح قائمة إمكانية الوصول', 'accessibility-menu': 'قائمة إمكانية الوصول' });
      if (url === '/locale/de.json') return Response.json({ 'accessibility-menu': 'Barrierefreiheitsmenü' });
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the site and its accessibility widget', () => {
  it('switches the widget when the site language changes', async () => {
    const i18n = createI18n('en');
    render(<SiteAccessibilityWidget i18n={i18n} />);
    await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    await act(() => i18n.changeLanguage('he'));
    expect(await screen.findByRole('button', { name: 'פתיחת תפריט הנגישות' })).toBeInTheDocument();
  });

  it('switches the site when a site language is picked in the widget, and only then', async () => {
    const user = userEvent.setup();
    const i18n = createI18n('en');
    render(<SiteAccessibilityWidget i18n={i18n} />);
    await user.click(await screen.findByRole('button', { name: 'Open Accessibility Menu' }));
    const pick = async (search: string) => {
      const combobox = within(await screen.findByRole('dialog')).getByRole('combobox');
      await user.click(combobox);
      await user.type(combobox, search);
      await user.keyboard('{Enter}');
    };
    await pick('germ');
    await screen.findByRole('dialog', { name: 'Barrierefreiheitsmenü' });
    expect(i18n.language).toBe('en');

    await pick('arab');
    await screen.findByRole('dialog', { name: 'قائمة إمكانية الوصول' });
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });
});
