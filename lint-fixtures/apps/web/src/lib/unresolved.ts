// An import that resolves to nothing: the path walls could not check it, so it is an error itself.
import { nothing } from './no-such-module.ts'; // expect: import-x/no-unresolved

export const value = nothing;
