// What every command of the command line (cli.ts) shares: how it prints, and the error that makes
// the CLI print the usage and exit 2.
export class UsageError extends Error {}

export type Print = (line: string) => void;
