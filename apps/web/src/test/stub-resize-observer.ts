// jsdom lacks ResizeObserver, with which Radix positions popovers and tooltips: a test that opens
// one stubs it with an observer that observes nothing.
import { vi } from 'vitest';

export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
