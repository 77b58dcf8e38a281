import { defineProject } from 'vitest/config';

// The files one worker runs share one app and one database (the worker's own), each file
// starting on empty tables (see src/test/test-app.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // One worker: the files run one after another. SERVER_TEST_WORKERS=2 runs two at once, each
    // worker with its own app and database; on this 2-core CI machine under load that was slower
    // (PGlite starting twice, the two competing) and its hooks timed out (docs/server.md).
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 1),
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts on empty tables (src/test/fresh-data.ts).
    setupFiles: ['src/test/fresh-data.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Node 24's V8 can abort a process that opens and closes PGlite databases (WebAssembly)
    // many times: "Check failed: jit_page_->allocations_.erase(addr) == 1", reached from
    // Runtime_TierUpWasmToJSWrapper when the shared import-wrapper cache frees a replaced wrapper
    // (a test worker died so under load; nodejs/node#64500 reports the same check). The workers
    // never tier those wrappers up, so that code is never freed; calls from PGlite into
    // JavaScript keep the generic wrapper.
    execArgv: ['--wasm-wrapper-tiering-budget=2147483647'],
  },
});
