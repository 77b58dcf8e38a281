// The widget follows its host's language (the `language` prop) and tells the host about a
// language the visitor picks in the panel (`onLanguageChange`).
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessibilityWidget } from './accessibility-widget.tsx';

const locales: Record<string, Record<string, unknown>> = {
  '/locale/he.json': { 'accessibility-menu': 'תפריט נגישות', openMenu: 'פתיחת תפריט הנגישות' },
  '/locale/ar.json': { 'accessibility-menu': 'قائمة إمكانية الوصول', openMenu: 'فتح قائمة إمكانية الوصول' },
  '/locale/de.json': { 'accessibility-menu': 'Barrierefreiheitsmenü' },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = locales[String(input)];
      return body ? Response.json(body) : new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const language = () => JSON.parse(sessionStorage.getItem('accessibilik') ?? '{}').language as string | undefined;

describe('the host language', () => {
  it('switches the widget when the host switches, in both directions of writing', async () => {
    const { rerender } = render(<AccessibilityWidget language="en" />);
    expect(await screen.findByRole('button', { name: 'Open Accessibility Menu' })).toBeInTheDocument();

    rerender(<AccessibilityWidget language="he" />);
    expect(await screen.findByRole('button', { name: 'פתיחת תפריט הנגישות' })).toHaveAttribute('lang', 'he');
    expect(language()).toBe('he');

    rerender(<AccessibilityWidget language="ar" />);
    expect(await screen.findByRole('button', { name: 'فتح قائمة إمكانية الوصول' })).toHaveAttribute('lang', 'ar');

    rerender(<AccessibilityWidget language="en" />);
    expect(await screen.findByRole('button', { name: 'Open Accessibility Menu' })).toHaveAttribute('lang', 'en');
  });

  it('keeps the language the visitor picked when the host has not changed', async () => {
    sessionStorage.setItem('accessibilik', JSON.stringify({ language: 'de' }));
    render(<AccessibilityWidget language="en" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open Accessibility Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Barrierefreiheitsmenü' })).toHaveAttribute('lang', 'de');
  });

  it('ignores a host language it does not know', async () => {
    const { rerender } = render(<AccessibilityWidget language="en" />);
    await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    rerender(<AccessibilityWidget language="xx-unknown" />);
    expect(screen.getByRole('button', { name: 'Open Accessibility Menu' })).toBeInTheDocument();
    expect(language()).toBe('en');
  });

  it('tells the host which language the visitor picked in the panel', async () => {
    const onLanguageChange = vi.fn();
    const user = userEvent.setup();
    render(<AccessibilityWidget language="en" onLanguageChange={onLanguageChange} />);
    await user.click(await screen.findByRole('button', { name: 'Open Accessibility Menu' }));
    const dialog = await screen.findByRole('dialog');
    const combobox = within(dialog).getByRole('combobox', { name: 'Language' });
    await user.click(combobox);
    await user.type(combobox, 'hebr');
    await user.keyboard('{Enter}');
    expect(onLanguageChange).toHaveBeenCalledWith('he');
    expect(await screen.findByRole('dialog', { name: 'תפריט נגישות' })).toHaveAttribute('lang', 'he');
  });
});
