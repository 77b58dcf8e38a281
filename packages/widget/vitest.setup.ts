// jsdom lacks ResizeObserver, which Radix's tooltip positioning calls when a tooltip opens
// (on focus, hover). The widget's tests do not measure layout, so an observer that never
// reports is enough; layout is proven in the browser tests (e2e/).
class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= SilentResizeObserver;
