// The one error type of the measure. Every failure a user can cause (empty text, a bad period
// code, a file that is not text) is a JargonError with a stable `code`, so the server can map
// it to HTTP 400 and show `message` as is; anything else is a programming error.

export type JargonErrorCode =
  | 'EMPTY_TEXT'
  | 'INVALID_PERIOD'
  | 'UNKNOWN_PERIOD'
  | 'INVALID_TEXT'
  | 'UNSUPPORTED_FILE'
  | 'INVALID_FILE'
  | 'FILE_TOO_LARGE'
  | 'DATA_MISSING'
  | 'INVALID_DICTIONARY'
  | 'INVALID_ARGUMENT'
  | 'UNSUPPORTED_SCRIPT';

export class JargonError extends Error {
  readonly code: JargonErrorCode;

  constructor(code: JargonErrorCode, message: string) {
    super(message);
    this.name = 'JargonError';
    this.code = code;
  }
}

export function isJargonError(value: unknown): value is JargonError {
  return value instanceof JargonError;
}
