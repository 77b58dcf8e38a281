// A workspace package the shared package does not declare.
import { analyze } from '@scicomm/jargon'; // expect: import-x/no-extraneous-dependencies

export const used = [analyze];
