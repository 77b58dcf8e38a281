// useNoIndex: a robots meta element while the page is shown, none added where the server's is
// already there, and none left behind.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNoIndex } from './use-no-index.ts';

const robots = () => document.head.querySelectorAll('meta[name="robots"]');

afterEach(() => robots().forEach((meta) => meta.remove()));

describe('useNoIndex', () => {
  it('keeps the page out of search engines while it is shown', () => {
    const { unmount } = renderHook(() => useNoIndex());
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex, nofollow, noarchive');
    unmount();
    expect(robots()).toHaveLength(0);
  });

  it("keeps the server's element and adds none", () => {
    const server = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(server);
    const { unmount } = renderHook(() => useNoIndex());
    expect([...robots()]).toEqual([server]);
    unmount();
    expect([...robots()]).toEqual([server]);
  });
});
