// Setup file of the server test project (vitest.config.ts): runs before each test file, so that
// the file's first getTestApp() hands it empty tables (test-app.ts).
import { startTestFile } from './test-app.ts';

startTestFile();
