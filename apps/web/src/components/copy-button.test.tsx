// CopyButton: puts the text on the clipboard and says so once it is there, not before.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  it('copies the text and then says it is copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<CopyButton text="https://example.org/read/abc" label="Copy link" copiedLabel="Copied" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://example.org/read/abc');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });
});
