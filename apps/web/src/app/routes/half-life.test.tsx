import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, failure, installFakeExerciseServer, reply, type FakeExerciseServer } from '../../features/exercises/test/fake-exercise-server.ts';
import { clearCookies, expectTitle, renderRoute } from '../../test/render-route.tsx';

let server: FakeExerciseServer;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  server = installFakeExerciseServer();
});

afterEach(() => {
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const log = () => screen.getByRole('log', { name: 'Conversation with the writing coach' });
const textBox = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const lastSent = () => server.calls.at(-1)?.body.Messages.at(-1);
const audienceQuestion =
  'What is the background of your audience?<br /><span class="option" data-value="1">(1) Elementary</span><br /><span class="option" data-value="2">(2) Junior high</span><br /><span class="option">(3) High school</span>';

async function openWith(answers: FakeExerciseServer['answers'], path = '/half-life') {
  server.answers.push(...answers);
  const view = await renderRoute(path);
  await waitFor(() => expect(server.calls).toHaveLength(1));
  return view;
}

describe('Half Life: loading', () => {
  it('shows the exercise with the notice and asks once, with an empty message list, for the first messages', async () => {
    await openWith([reply([bot('Welcome!')], { currentStage: 2, startTime: 't' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Half Life Writing Exercise' })).toBeInTheDocument();
    await expectTitle('Half Life – SciComm Studio');
    expect(screen.getByText('Please do not share any sensitive information in the chat.')).toBeInTheDocument();
    expect(await within(log()).findByText('Welcome!')).toBeInTheDocument();
    expect(server.calls[0]).toEqual({ url: '/api/HalfLife', body: { language: 'en', Messages: [] } });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.calls).toHaveLength(1);
  });

  it('waits for authentication to resolve before asking', async () => {
    await renderRoute('/half-life', { auth: { status: 'loading' } });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(server.calls).toHaveLength(0);
  });

  it('sits behind the terms-consent gate', async () => {
    clearCookies();
    await renderRoute('/half-life');
    expect(screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' })).toBeInTheDocument();
  });
});

// The greeting follows the language switched in an open exercise (it once stayed English).
describe('Half Life: the language switched in the exercise', () => {
  it('asks for the greeting again in the new language before the student has written, and keeps the draft', async () => {
    await openWith([reply([bot('Welcome!')], { currentStage: 2 }), reply([bot('ברוכים הבאים!')], { currentStage: 2 })]);
    expect(await within(log()).findByText('Welcome!')).toBeInTheDocument();
    fireEvent.change(textBox(), { target: { value: 'My draft' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]).toEqual({ url: '/api/HalfLife', body: { language: 'he', Messages: [] } });
    // The page speaks Hebrew now: its log and text box by role alone.
    const hebrewLog = () => screen.getByRole('log');
    expect(await within(hebrewLog()).findByText('ברוכים הבאים!')).toBeInTheDocument();
    expect(within(hebrewLog()).queryByText('Welcome!')).not.toBeInTheDocument();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('My draft');
  });

  it('leaves a conversation the student has started as it is: the next turn goes in the new language', async () => {
    const user = setup();
    await openWith([reply([bot('Welcome!')], { currentStage: 2 }), reply([bot('Thanks.')], { currentStage: 3 })]);
    expect(await within(log()).findByText('Welcome!')).toBeInTheDocument();
    await user.type(textBox(), 'My answer');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Thanks.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(server.calls).toHaveLength(2);
    expect(within(screen.getByRole('log')).getByText('Welcome!')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText('Thanks.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'תשובה' } });
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(server.calls[2]?.body.language).toBe('he');
  });
});

describe('Half Life: each message carries the language it is written in', () => {
  const bubble = async (text: string) => within(screen.getByRole('log')).findByText(text);
  const hebrewQuote = 'כתבתם: "The aquifer under the valley recharges very slowly over many decades."';

  it('in Hebrew, the coach in Hebrew (even quoting English) and an English answer in English', async () => {
    server.answers.push(reply([bot('שלום! ספרו על המחקר שלכם.')], { currentStage: 2 }), reply([bot(hebrewQuote)], { currentStage: 3 }));
    await renderRoute('/half-life', { language: 'he' });
    expect(await bubble('שלום! ספרו על המחקר שלכם.')).toHaveAttribute('lang', 'he');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'The aquifer recharges slowly.' } });
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    expect(await bubble(hebrewQuote)).toHaveAttribute('lang', 'he');
    expect(await bubble('The aquifer recharges slowly.')).toHaveAttribute('lang', 'en');
  });

  it('after a switch to Arabic, the earlier English messages stay English and the next ones are Arabic', async () => {
    const user = setup();
    await openWith([reply([bot('Welcome!')], { currentStage: 2 }), reply([bot('Thanks.')], { currentStage: 3 }), reply([bot('شكرًا لكم.')], { currentStage: 4 })]);
    await user.type(textBox(), 'My answer');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await bubble('Thanks.')).toHaveAttribute('lang', 'en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'إجابتي' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await bubble('شكرًا لكم.')).toHaveAttribute('lang', 'ar');
    expect(await bubble('إجابتي')).toHaveAttribute('lang', 'ar');
    expect(await bubble('Welcome!')).toHaveAttribute('lang', 'en');
    expect(await bubble('My answer')).toHaveAttribute('lang', 'en');
  });
});

describe('Half Life: bot messages', () => {
  it('shows them one at a time, 1000 ms apart, with the typing indicator until the last', async () => {
    await openWith([reply([bot('One'), bot('Two'), bot('Three')], { currentStage: 2 })]);
    expect(await within(log()).findByText('One')).toBeInTheDocument();
    expect(within(log()).queryByText('Two')).not.toBeInTheDocument();
    expect(within(log()).getByText('The coach is typing…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(log()).getByText('Two')).toBeInTheDocument();
    expect(within(log()).queryByText('Three')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(log()).getByText('Three')).toBeInTheDocument();
    expect(within(log()).queryByText('The coach is typing…')).not.toBeInTheDocument();
  });

  it('shows what is still pending at once when the student sends, so nothing is lost', async () => {
    const user = setup();
    await openWith([reply([bot('One'), bot('Two'), bot('Three')], { currentStage: 2 }), reply([bot('Four')], { currentStage: 3 })]);
    await within(log()).findByText('One');
    await user.type(textBox(), 'quick');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(server.calls[1]?.body.Messages.map((m) => m.Text)).toEqual(['One', 'Two', 'Three', 'quick']);
    await within(log()).findByText('Four');
    const order = within(log()).getAllByText(/^(One|Two|Three|quick|Four)$/).map((element) => element.textContent);
    expect(order).toEqual(['One', 'Two', 'Three', 'quick', 'Four']);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(log()).getAllByText('Three')).toHaveLength(1);
  });

  it('sanitises bot messages before showing them', async () => {
    await openWith([
      reply([bot('<img src=x onerror="window.hacked=1">Hello <script>window.hacked=2</script><b>bold</b> <a href="javascript:alert(1)">link</a>')], {
        currentStage: 2,
      }),
    ]);
    const bubble = (await within(log()).findByText('bold')).closest('.chat-bubble') as HTMLElement;
    expect(bubble.querySelector('img, script')).toBeNull();
    expect(bubble.querySelector('b')).toHaveTextContent('bold');
    expect(bubble.querySelector('a')?.getAttribute('href')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('reads replies in either casing, the stage as a number or a numeric string', async () => {
    await openWith([
      () => Response.json({ Messages: [{ Id: 'a', Text: 'Pascal hello', IsStudent: false }], UpdatedHistory: { CurrentStage: '8', TaskId: 't' } }),
    ]);
    expect(await within(log()).findByText('Pascal hello')).toBeInTheDocument();
    expect(await screen.findByText('The exercise is finished.')).toBeInTheDocument();
  });

  it('says when the exercise is finished', async () => {
    await openWith([reply([bot("We're done!")], { currentStage: 8 })]);
    expect(await screen.findByText('The exercise is finished.')).toBeInTheDocument();
  });
});

describe('Half Life: sending', () => {
  it('sends with Send and with Shift+Enter, never with Enter alone, and ignores blank input', async () => {
    const user = setup();
    await openWith([reply([bot('Write.')], { currentStage: 3, startTime: 't' })]);
    await within(log()).findByText('Write.');
    await user.type(textBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(textBox(), '{Shift>}{Enter}{/Shift}');
    expect(server.calls).toHaveLength(1);

    await user.clear(textBox());
    await user.type(textBox(), 'one two{Enter}three');
    expect(textBox().value).toBe('one two\nthree');
    expect(screen.getByText('Words: 3')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    await user.type(textBox(), '{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body).toMatchObject({ currentStage: 3, startTime: 't' });
    expect(lastSent()).toMatchObject({ Text: 'one two<br>three', IsStudent: true, InputType: 'text' });
    expect(textBox().value).toBe('');

    await user.type(textBox(), 'four');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(lastSent()?.Text).toBe('four');
  });

  it('sends and shows what the student typed as text, markup escaped', async () => {
    const user = setup();
    await openWith([reply([bot('Write.')], { currentStage: 3 })]);
    await within(log()).findByText('Write.');
    await user.type(textBox(), '<b>p<0.05</b> <script>x</script>');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(lastSent()?.Text).toBe('&lt;b&gt;p&lt;0.05&lt;/b&gt; &lt;script&gt;x&lt;/script&gt;');
    const bubble = within(log()).getByText('<b>p<0.05</b> <script>x</script>');
    expect(bubble.closest('.chat-bubble--student')?.querySelector('b, script')).toBeNull();
  });

  it('counts words as whitespace-separated tokens and clears the box with Clear', async () => {
    const user = setup();
    await openWith([reply([bot('Write.')], { currentStage: 3 })]);
    expect(screen.getByText('Words: 0')).toBeInTheDocument();
    await user.type(textBox(), '  Plants   read light. ');
    expect(screen.getByText('Words: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textBox().value).toBe('');
    expect(screen.getByText('Words: 0')).toBeInTheDocument();
  });

  it('grows the text box with its text up to 200 px', async () => {
    await openWith([reply([bot('Write.')], { currentStage: 3 })]);
    const box = textBox();
    let height = 120;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => height });
    fireEvent.change(box, { target: { value: 'a\nb\nc' } });
    expect(box.style.height).toBe('120px');
    height = 480;
    fireEvent.change(box, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk' } });
    expect(box.style.height).toBe('200px');
  });
});

describe('Half Life: options', () => {
  it('sends the data-value of a clicked option, or the number in its parentheses', async () => {
    const user = setup();
    await openWith([reply([bot(audienceQuestion)], { currentStage: 2 }), reply([bot(audienceQuestion)], { currentStage: 2 })]);
    await user.click(await screen.findByRole('button', { name: '(2) Junior high' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(lastSent()).toMatchObject({ Text: '2', IsStudent: true });
    // The chosen option shows as its words, not as the bare value sent.
    expect(await within(log()).findByText('Junior high')).toBeInTheDocument();
    expect(within(log()).queryByText(/^2$/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: '(3) High school' })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '(3) High school' }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(lastSent()?.Text).toBe('3');
  });

  it('are operable with the keyboard, and options of earlier questions are no longer buttons', async () => {
    const user = setup();
    await openWith([reply([bot(audienceQuestion)], { currentStage: 2 }), reply([bot('Thanks.')], { currentStage: 3 })]);
    const option = await screen.findByRole('button', { name: '(1) Elementary' });
    option.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(lastSent()?.Text).toBe('1');
    await within(log()).findByText('Thanks.');
    expect(within(log()).queryAllByRole('button')).toHaveLength(0);
    expect(within(log()).getByText('(1) Elementary')).toBeInTheDocument();
    expect(textBox()).toHaveFocus();
  });
});

describe('Half Life: failures', () => {
  it('shows the failure with a retry and keeps what the student typed', async () => {
    const user = setup();
    await openWith([
      reply([bot('Write.')], { currentStage: 3 }),
      failure(500, 'Something went wrong on our side. Please try again.'),
      reply([bot('Got it.')], { currentStage: 4 }),
    ]);
    await within(log()).findByText('Write.');
    await user.type(textBox(), 'my precious text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be answered: Something went wrong on our side. Please try again.');
    expect(textBox().value).toBe('my precious text');
    expect(within(log()).queryByText('my precious text')).not.toBeInTheDocument();
    expect(within(log()).queryByText('The coach is typing…')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(log()).findByText('Got it.');
    expect(server.calls).toHaveLength(3);
    expect(server.calls[2]?.body.Messages.map((m) => m.Text)).toEqual(['Write.', 'my precious text']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(textBox().value).toBe('');
  });

  it('retries the first call when loading failed, even without the network', async () => {
    const user = setup();
    await openWith([() => Promise.reject(new TypeError('Failed to fetch')), reply([bot('Welcome!')], { currentStage: 2 })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(log()).findByText('Welcome!')).toBeInTheDocument();
    expect(server.calls[1]?.body.Messages).toEqual([]);
  });
});

describe('Half Life: restart and research', () => {
  it('Restart clears messages, timers and history, keeps the research fields, and starts again', async () => {
    const user = setup();
    await openWith(
      [
        reply([bot('Your name?')], { currentStage: 1, isResearch: true, startTime: 't' }),
        reply([bot('Thank you, Ada!'), bot('Audience?'), bot('Pending')], { currentStage: 2, isResearch: true, participantName: 'Ada Lovelace', taskId: 'task.sig' }),
        reply([bot('Welcome back!')], { currentStage: 2, isResearch: true }),
      ],
      '/half-life?research=yes&participant=Ada',
    );
    expect(server.calls[0]?.body).toEqual({ isResearch: true, participantName: 'Ada', language: 'en', Messages: [] });
    await within(log()).findByText('Your name?');
    await user.type(textBox(), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('Thank you, Ada!');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(server.calls[2]?.body).toEqual({ isResearch: true, participantName: 'Ada', language: 'en', Messages: [] });
    expect(await within(log()).findByText('Welcome back!')).toBeInTheDocument();
    expect(within(log()).queryByText('Thank you, Ada!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(log()).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(log()).queryByText('The coach is typing…')).not.toBeInTheDocument();
  });

  it('Restart while a call is in flight drops its late answer', async () => {
    const user = setup();
    let release: () => void = () => undefined;
    await openWith([
      reply([bot('Write.')], { currentStage: 3 }),
      () => new Promise<Response>((resolve) => (release = () => resolve(Response.json({ messages: [bot('Too late')], updatedHistory: { currentStage: 4 } })))),
      reply([bot('Fresh start')], { currentStage: 2 }),
    ]);
    await within(log()).findByText('Write.');
    await user.type(textBox(), 'text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restart' }));
    await within(log()).findByText('Fresh start');
    release();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(within(log()).queryByText('Too late')).not.toBeInTheDocument();
  });
});

describe('Half Life: table input', () => {
  const tablePrompt = bot('List your claims and their evidence.', {
    InputType: 'table',
    TableHeaders: ['Claim', 'Evidence'],
    MinimumRows: 2,
    ExampleRow: ['Bees dance', 'Video counts'],
  });

  it('replaces the text box, with the example row and the row rules of docs/product.md §5', async () => {
    const user = setup();
    await openWith([reply([tablePrompt], { currentStage: 3 })]);
    const form = await screen.findByRole('form', { name: 'Your answer as a table' });
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(within(form).getByText('Example: Bees dance')).toBeInTheDocument();
    expect(within(form).getAllByRole('textbox')).toHaveLength(4);
    await user.click(within(form).getByRole('button', { name: 'Remove row 2' }));
    expect(within(form).getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Add row' }));
    await user.click(within(form).getByRole('button', { name: 'Add row' }));
    expect(within(form).getAllByRole('textbox')).toHaveLength(6);

    await user.click(within(form).getByRole('button', { name: 'Send table' }));
    expect(server.calls).toHaveLength(1);

    await user.type(within(form).getByRole('textbox', { name: 'Claim, row 1' }), '  Plants <grow> ');
    await user.type(within(form).getByRole('textbox', { name: 'Evidence, row 3' }), 'Height data ');
    await user.click(within(form).getByRole('button', { name: 'Send table' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(lastSent()).toMatchObject({
      IsStudent: true,
      InputType: 'table',
      TableHeaders: ['Claim', 'Evidence'],
      TableData: [
        ['Plants <grow>', ''],
        ['', 'Height data'],
      ],
    });
    expect(lastSent()?.Text).toContain('<td>Plants &lt;grow&gt;</td>');
  });

  it('starts with the rows the coach supplied when there are more than the minimum', async () => {
    await openWith([reply([bot('Fill in.', { InputType: 'table', TableHeaders: ['A'], MinimumRows: 1, TableData: [['x'], ['y'], ['z']] })], { currentStage: 3 })]);
    const form = await screen.findByRole('form', { name: 'Your answer as a table' });
    expect(within(form).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['x', 'y', 'z']);
  });
});

describe('Half Life: key terms for the jargon feedback', () => {
  it('folds the key terms away, sends them with every turn once marked, and keeps them for the tab', async () => {
    sessionStorage.clear();
    const user = setup();
    await openWith([reply([bot('Write your text.')], { currentStage: 3 }), reply([bot('Nice.')], { currentStage: 4 })]);
    await within(log()).findByText('Write your text.');
    expect(screen.queryByRole('textbox', { name: 'Key terms' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Words your text cannot do without'));
    const field = await screen.findByRole('textbox', { name: 'Key terms' });
    expect(screen.getByText(/the coach does not list them as jargon to replace/u)).toBeInTheDocument();
    await user.type(field, 'CRISPR{Enter}');
    await user.type(textBox(), 'We study CRISPR in wheat.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body).toMatchObject({ keyTerms: ['CRISPR'] });
    expect(server.calls[0]?.body).not.toHaveProperty('keyTerms');
    expect(JSON.parse(sessionStorage.getItem('scicomm.exerciseKeyTerms:/api/HalfLife') ?? '[]')).toEqual(['CRISPR']);
  });
});
