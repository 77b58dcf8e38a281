import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedForm, type Messages } from './checked-form.ts';

interface Pair {
  first: string;
  second: string;
  note: string;
}

const check = (values: Pair): Messages<Pair> => ({
  ...(values.first === '' ? { first: 'first is empty' } : {}),
  ...(values.second === '' ? { second: 'second is empty' } : {}),
  ...(values.note === 'bad' ? { note: 'note is bad' } : {}),
});

function PairForm({ send }: { send: (values: Pair) => void }) {
  const form = useCheckedForm<Pair>(() => ({ first: '', second: '', note: '' }), check, ['first', 'second']);
  return (
    <form onSubmit={form.submit(send)} noValidate>
      {(['first', 'second', 'note'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={name}>{name}</label>
          <input id={name} ref={form.field(name)} value={form.values[name]} onChange={(event) => form.set(name, event.target.value)} />
          {form.messages[name] && <span>{form.messages[name]}</span>}
        </div>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

describe('a Compare form’s state', () => {
  it('says nothing before the first sending, then every message, with the cursor in the first field that has one', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<PairForm send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'first' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'first' }));
    expect(screen.queryByText('first is empty')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'note' }), 'bad');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('first is empty')).toBeInTheDocument();
    expect(screen.getByText('second is empty')).toBeInTheDocument();
    expect(screen.getByText('note is bad')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'first' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the cursor only in a field it was given for', async () => {
    const user = userEvent.setup();
    render(<PairForm send={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'first' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'second' }), 'b');
    await user.type(screen.getByRole('textbox', { name: 'note' }), 'bad');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('note is bad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('after a sending, checks a field again as it changes, leaving the other messages as they were', async () => {
    const user = userEvent.setup();
    render(<PairForm send={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'second' }), { target: { value: 'now' } });
    expect(screen.queryByText('second is empty')).not.toBeInTheDocument();
    expect(screen.getByText('first is empty')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'second' }), { target: { value: '' } });
    expect(screen.getByText('second is empty')).toBeInTheDocument();
  });

  it('sends the values when the check says nothing, with changes made in the same event', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<PairForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'first' }), 'one');
    await user.type(screen.getByRole('textbox', { name: 'second' }), 'two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ first: 'one', second: 'two', note: '' });
    expect(screen.queryByText(/is empty/u)).not.toBeInTheDocument();
  });
});
