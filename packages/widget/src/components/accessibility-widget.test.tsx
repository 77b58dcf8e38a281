import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessibilityWidget } from './accessibility-widget.tsx';

type Answer = { status: number; body: string };

let answers: Record<string, Answer | Promise<Answer>>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (init?.method === 'POST') return new Response('{"ok":true}', { status: 200 });
  const answer = await (answers[url] ?? { status: 404, body: 'Not found' });
  return new Response(answer.body, { status: answer.status });
});

beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function stored(): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem('accessibilik') ?? '{}') as Record<string, unknown>;
}

async function openPanel() {
  const user = userEvent.setup();
  render(<AccessibilityWidget localeBaseUrl="/locale" registerDomainUrl="/api/registerDomain" />);
  await user.click(await screen.findByRole('button', { name: 'Open Accessibility Menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accessibility Menu' });
  return { user, dialog };
}

async function expandSection(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
}

describe('launcher and dialog', () => {
  it('starts without its settings engine for an English visitor with nothing stored, and fetches it when the launcher is focused', async () => {
    render(<AccessibilityWidget />);
    const launcher = await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {});
    // The engine writes the settings it starts with; nothing has run yet.
    expect(sessionStorage.getItem('accessibilik')).toBeNull();
    expect(document.documentElement.className).not.toContain('accessibilik-');
    fireEvent.focus(launcher);
    await waitFor(() => expect(sessionStorage.getItem('accessibilik')).not.toBeNull());
  });

  it('opens the panel with one click even before the engine has loaded', async () => {
    const user = userEvent.setup();
    render(<AccessibilityWidget />);
    const launcher = await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    expect(sessionStorage.getItem('accessibilik')).toBeNull();
    fireEvent.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility Menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(launcher).toHaveFocus());
  });

  it("shows the launcher's help text on keyboard focus, and Escape hides it", async () => {
    const user = userEvent.setup();
    render(<AccessibilityWidget />);
    const launcher = await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    const tip = document.querySelector('.a11yk-launcher-tip');
    expect(tip).toHaveTextContent('Open Accessibility Menu');
    expect(tip).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(launcher).toHaveFocus();
    const wrap = launcher.closest('.a11yk-launcher-wrap');
    expect(wrap).not.toHaveAttribute('data-tip-dismissed');
    await user.keyboard('{Escape}');
    expect(wrap).toHaveAttribute('data-tip-dismissed', 'true');
    await user.tab();
    expect(wrap).not.toHaveAttribute('data-tip-dismissed');
  });

  it('is a real button with aria-expanded that opens a modal dialog', async () => {
    const user = userEvent.setup();
    render(<AccessibilityWidget />);
    const launcher = await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    expect(launcher.tagName).toBe('BUTTON');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // The panel is not part of the page until the launcher is used (it loads on first open).
    expect(document.querySelector('.a11yk-panel')).toBeNull();
    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility Menu' });
    expect(dialog).toHaveAccessibleDescription(/Adjust how this site looks and reads/);
    expect(document.querySelector('.a11yk-overlay')).not.toBeNull();
  });

  it('moves focus in, closes on Escape and returns focus to the launcher', async () => {
    const { user, dialog } = await openPanel();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName('Close accessibility menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName('Open Accessibility Menu');
  });

  it('gives Escape to an open language list before the dialog', async () => {
    const { user, dialog } = await openPanel();
    within(dialog).getByRole('combobox', { name: 'Language' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps focus inside while tabbing (it wraps)', async () => {
    const { user, dialog } = await openPanel();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('renders into its own container beside the host root, not inside it', async () => {
    const { container } = render(<AccessibilityWidget />);
    const launcher = await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    const widgetRoot = document.getElementById('accessibilik-root');
    expect(widgetRoot?.parentElement).toBe(document.body);
    expect(widgetRoot).toContainElement(launcher);
    expect(container).not.toContainElement(launcher);
  });

  it('puts its container right before the body child the host names, so the launcher comes before the app', async () => {
    const skipLink = document.body.appendChild(document.createElement('a'));
    skipLink.href = '#main';
    const appRoot = document.body.appendChild(document.createElement('div'));
    appRoot.id = 'app-root';
    try {
      render(<AccessibilityWidget containerBefore="app-root" />);
      await screen.findByRole('button', { name: 'Open Accessibility Menu' });
      const widgetRoot = document.getElementById('accessibilik-root');
      expect(widgetRoot?.previousElementSibling).toBe(skipLink);
      expect(widgetRoot?.nextElementSibling).toBe(appRoot);
    } finally {
      skipLink.remove();
      appRoot.remove();
    }
  });
});

describe('sections', () => {
  it('starts with the three sections collapsed and opens them independently', async () => {
    const { user } = await openPanel();
    const sections = ['Content adjustment', 'Color adjustment', 'Tools'].map((name) => screen.getByRole('button', { name }));
    for (const section of sections) expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Bold text' })).toBeNull();
    await expandSection(user, 'Color adjustment');
    expect(sections.map((section) => section.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('button', { name: 'Monochrome' })).toBeVisible();
  });
});

describe('toggles', () => {
  it('mark their state with aria-pressed, change the page and store the settings', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Content adjustment');
    const bold = screen.getByRole('button', { name: 'Bold text' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('accessibilik-font-weight');
    expect(document.getElementById('accessibilik-style-font-weight')).not.toBeNull();
    expect(stored().isFontWeightBold).toBe(true);
    await user.click(bold);
    expect(document.documentElement).not.toHaveClass('accessibilik-font-weight');
    expect(document.getElementById('accessibilik-style-font-weight')).toBeNull();
  });

  it('shows light contrast with its own flag, not the dark one', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Color adjustment');
    await user.click(screen.getByRole('button', { name: 'Dark contrast' }));
    expect(screen.getByRole('button', { name: 'Dark contrast' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Light contrast' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Light contrast' }));
    expect(screen.getByRole('button', { name: 'Light contrast' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('carry a help tooltip shown on keyboard focus', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Tools');
    screen.getByRole('button', { name: 'Big cursor' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Use a large mouse pointer.');
    await user.keyboard('{Escape}');
  });
});

describe('steppers', () => {
  it('announce the new value in a status region and stop at their bounds', async () => {
    const { user, dialog } = await openPanel();
    await expandSection(user, 'Content adjustment');
    const fontSize = screen.getByRole('group', { name: 'Font size' });
    await user.click(within(fontSize).getByRole('button', { name: 'Increase Font size' }));
    const status = within(dialog).getAllByRole('status').find((element) => element.textContent?.includes('Font size'));
    expect(status).toHaveTextContent('Font size: 110%');
    expect(within(fontSize).getByText('110%')).toBeVisible();
    expect(document.documentElement).toHaveClass('accessibilik-font-size');
    for (let i = 0; i < 12; i += 1) await user.click(within(fontSize).getByRole('button', { name: 'Increase Font size' }));
    expect(within(fontSize).getByRole('button', { name: 'Increase Font size' })).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent('Font size: 200%');
    await user.click(within(fontSize).getByRole('button', { name: 'Reset Font size' }));
    expect(status).toHaveTextContent('Font size: 100%');
    expect(document.documentElement).not.toHaveClass('accessibilik-font-size');
  });

  it('start as a button, become a stepper, and give focus back to the button when switched off', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Content adjustment');
    const letterSpacing = screen.getByRole('button', { name: 'Letter spacing' });
    expect(screen.queryByRole('group', { name: 'Letter spacing' })).toBeNull();
    await user.click(letterSpacing);
    expect(letterSpacing).toHaveAttribute('aria-pressed', 'true');
    const stepper = screen.getByRole('group', { name: 'Letter spacing' });
    expect(within(stepper).getByText('1px')).toBeVisible();
    await user.click(within(stepper).getByRole('button', { name: 'Decrease Letter spacing' }));
    expect(screen.queryByRole('group', { name: 'Letter spacing' })).toBeNull();
    expect(letterSpacing).toHaveAttribute('aria-pressed', 'false');
    expect(document.activeElement).toBe(letterSpacing);
  });
});

describe('colour sliders', () => {
  it('sit beside the buttons in the spec ranges', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Color adjustment');
    const ranges = { Brightness: [150, 500], 'High contrast': [125, 200], 'High saturation': [200, 800], 'Low saturation': [50, 199] } as const;
    for (const [name, [min, max]] of Object.entries(ranges)) {
      fireEvent.click(screen.getByRole('button', { name }));
      const slider = within(screen.getByRole('group', { name })).getByRole('slider', { name });
      expect(slider).toHaveAttribute('min', String(min));
      expect(slider).toHaveAttribute('max', String(max));
      expect(slider).toHaveValue(String(min));
      expect(slider).toHaveAttribute('aria-valuetext', `${min}%`);
    }
  });

  it('stay in step with the buttons both ways', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Color adjustment');
    await user.click(screen.getByRole('button', { name: 'Brightness' }));
    const brightness = screen.getByRole('group', { name: 'Brightness' });
    const slider = within(brightness).getByRole('slider', { name: 'Brightness' });
    await user.click(within(brightness).getByRole('button', { name: 'Increase Brightness' }));
    expect(slider).toHaveValue('160');
    expect(slider).toHaveAttribute('aria-valuetext', '160%');
    fireEvent.change(slider, { target: { value: '320' } });
    expect(within(brightness).getByText('320%')).toBeVisible();
    expect(slider).toHaveAttribute('aria-valuetext', '320%');
    expect(stored()).toMatchObject({ brightness: { isBrightness: true, brightness: 320 } });
    await user.click(within(brightness).getByRole('button', { name: 'Decrease Brightness' }));
    expect(slider).toHaveValue('310');
  });

  it('shows a button value below the slider range at the slider minimum, announcing the real value', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Color adjustment');
    await user.click(screen.getByRole('button', { name: 'Brightness' }));
    const brightness = screen.getByRole('group', { name: 'Brightness' });
    await user.click(within(brightness).getByRole('button', { name: 'Decrease Brightness' }));
    const slider = within(brightness).getByRole('slider', { name: 'Brightness' });
    expect(within(brightness).getByText('140%')).toBeVisible();
    expect(slider).toHaveValue('150');
    expect(slider).toHaveAttribute('aria-valuetext', '140%');
  });

  it('are not shown for the text steppers', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Content adjustment');
    await user.click(screen.getByRole('button', { name: 'Line height' }));
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

describe('footer credit', () => {
  it('links to the page the host passes, in the same tab for a page of the host', async () => {
    const user = userEvent.setup();
    render(<AccessibilityWidget credit={{ name: 'SciComm Studio', href: '/de-jargonizer/development' }} />);
    await user.click(await screen.findByRole('button', { name: 'Open Accessibility Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility Menu' });
    const link = within(dialog).getByRole('link', { name: 'Developed by SciComm Studio' });
    expect(link).toHaveAttribute('href', '/de-jargonizer/development');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens another site in a new tab, and is absent when the host passes none', async () => {
    const user = userEvent.setup();
    const first = render(<AccessibilityWidget credit={{ name: 'A. Developer', href: 'https://example.org/profile' }} />);
    await user.click(await screen.findByRole('button', { name: 'Open Accessibility Menu' }));
    const link = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Developed by A. Developer' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    first.unmount();
    await openPanel();
    expect(within(screen.getByRole('dialog')).queryByRole('link')).toBeNull();
  });
});

describe('reset all', () => {
  it('restores the defaults', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Color adjustment');
    await user.click(screen.getByRole('button', { name: 'Monochrome' }));
    await user.click(screen.getByRole('button', { name: 'Brightness' }));
    expect(document.documentElement).toHaveClass('accessibilik-color-filter');
    await user.click(screen.getByRole('button', { name: 'Reset all settings' }));
    expect(screen.getByRole('button', { name: 'Monochrome' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Brightness' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('accessibilik-color-filter');
    expect(stored()).toMatchObject({ isMonochrome: false, brightness: { isBrightness: false, brightness: 150 } });
  });
});

describe('stored settings', () => {
  it('load the engine at start and apply without the launcher being touched', async () => {
    sessionStorage.setItem('accessibilik', JSON.stringify({ highlightLinks: true }));
    render(<AccessibilityWidget />);
    await waitFor(() => expect(document.documentElement).toHaveClass('accessibilik-highlight-links'));
    expect(screen.getByRole('button', { name: 'Open Accessibility Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('are restored on start', async () => {
    sessionStorage.setItem('accessibilik', JSON.stringify({ isMonochrome: true, highlightLinks: true }));
    const { user } = await openPanel();
    expect(document.documentElement).toHaveClass('accessibilik-color-filter', 'accessibilik-highlight-links');
    await expandSection(user, 'Color adjustment');
    expect(screen.getByRole('button', { name: 'Monochrome' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['{"isMonochrome": tru', '{"isMonochrome": "yes", "adjustFontSizePercentage": 5000, "zoom": null}', '[1,2,3]'])(
    'fall back to defaults when corrupt: %s',
    async (raw) => {
      sessionStorage.setItem('accessibilik', raw);
      const { user } = await openPanel();
      await expandSection(user, 'Color adjustment');
      expect(screen.getByRole('button', { name: 'Monochrome' })).toHaveAttribute('aria-pressed', 'false');
      expect(document.documentElement.className).not.toContain('accessibilik-');
      await user.click(screen.getByRole('button', { name: 'Monochrome' }));
      expect(stored().isMonochrome).toBe(true);
    },
  );
});

describe('text colour', () => {
  it('applies a valid colour and ignores an invalid one with a visible hint', async () => {
    const { user } = await openPanel();
    await expandSection(user, 'Color adjustment');
    const box = screen.getByRole('textbox', { name: 'Text color' });
    expect(box).toHaveAttribute('placeholder', '#000000');
    await user.type(box, '#336699');
    expect(document.getElementById('accessibilik-style-text-color')).toHaveTextContent('color: #336699 !important');
    expect(screen.getByLabelText('Choose text color')).toHaveValue('#336699');
    await user.clear(box);
    await user.type(box, 'purplish{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Not a color. Type a hex value such as #000000.');
    expect(document.getElementById('accessibilik-style-text-color')).toBeNull();
    expect(stored().color).toBe('');
  });
});

describe('languages', () => {
  it('starts in the language of localStorage i18nextLng, right to left for Hebrew', async () => {
    localStorage.setItem('i18nextLng', 'he-IL');
    answers['/locale/he.json'] = { status: 200, body: JSON.stringify({ 'accessibility-menu': 'תפריט נגישות', openMenu: 'פתיחת תפריט הנגישות' }) };
    const user = userEvent.setup();
    render(<AccessibilityWidget localeBaseUrl="/locale" />);
    await user.click(await screen.findByRole('button', { name: 'פתיחת תפריט הנגישות' }));
    const dialog = screen.getByRole('dialog', { name: 'תפריט נגישות' });
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(dialog).toHaveAttribute('lang', 'he');
    expect(within(dialog).getByRole('button', { name: 'Reset all settings' })).toBeVisible();
  });

  it('shows a spinner until the first language is loaded', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    let release: (answer: Answer) => void = () => undefined;
    answers['/locale/fr.json'] = new Promise<Answer>((resolve) => {
      release = resolve;
    });
    const { dialog } = await openPanel();
    expect(within(dialog).getAllByRole('status').some((status) => status.textContent === 'Loading...')).toBe(true);
    expect(within(dialog).getByText('Loading...')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Content adjustment' })).toBeNull();
    await act(async () => release({ status: 200, body: JSON.stringify({ sections: { content: 'Ajustement du contenu' } }) }));
    expect(await within(dialog).findByRole('button', { name: 'Ajustement du contenu' })).toBeVisible();
  });

  it.each([
    ['missing', { status: 404, body: 'Not found' }],
    ['malformed', { status: 200, body: '{"openMenu": "Ouvrir' }],
  ])('falls back to English when the locale file is %s', async (_case, answer) => {
    localStorage.setItem('i18nextLng', 'fr');
    answers['/locale/fr.json'] = answer;
    const { user, dialog } = await openPanel();
    expect(await within(dialog).findByText('French could not be loaded, so the menu is shown in English.')).toBeVisible();
    expect(dialog).toHaveAttribute('lang', 'en');
    await expandSection(user, 'Content adjustment');
    await user.click(screen.getByRole('button', { name: 'Bold text' }));
    expect(document.documentElement).toHaveClass('accessibilik-font-weight');
  });

  it('switches language from the selector', async () => {
    answers['/locale/de.json'] = { status: 200, body: JSON.stringify({ 'accessibility-menu': 'Barrierefreiheitsmenü', sections: { tools: 'Werkzeuge' } }) };
    const { user, dialog } = await openPanel();
    const combobox = within(dialog).getByRole('combobox', { name: 'Language' });
    await user.click(combobox);
    await user.type(combobox, 'germ');
    const option = within(dialog).getByRole('option', { name: 'Deutsch' });
    expect(option).toHaveAttribute('lang', 'de');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Barrierefreiheitsmenü' })).toHaveAttribute('lang', 'de');
    expect(stored().language).toBe('de');
  });
});

describe('text to speech', () => {
  it('says inline and in the status region, without an alert, that the browser cannot speak', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user } = await openPanel();
    await expandSection(user, 'Tools');
    await user.click(screen.getByRole('button', { name: 'Text to speech' }));
    const message = 'Sorry, your browser does not support text-to-speech!';
    expect(screen.getByText(message, { selector: '.a11yk-tools-status' })).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
    // Also in the panel's status region, which was in the page before the message came.
    const panelStatus = screen.getByRole('dialog').querySelector('.a11yk-body > [role="status"][aria-live="polite"]');
    await waitFor(() => expect(panelStatus).toHaveTextContent(message));
  });
});

describe('start-up calls', () => {
  it('posts the domain registration once and survives its failure', async () => {
    fetchMock.mockImplementationOnce(async () => Promise.reject(new Error('offline')));
    render(<AccessibilityWidget registerDomainUrl="/api/registerDomain" />);
    await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toBe('/api/registerDomain');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ domain: 'localhost', created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('calls onAnalyticsConsent only with consent', async () => {
    const record = vi.fn();
    const first = render(<AccessibilityWidget onAnalyticsConsent={record} />);
    await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    expect(record).not.toHaveBeenCalled();
    first.unmount();
    document.cookie = 'cookie_consent=true';
    render(<AccessibilityWidget onAnalyticsConsent={record} />);
    await screen.findByRole('button', { name: 'Open Accessibility Menu' });
    expect(record).toHaveBeenCalledTimes(1);
  });
});
