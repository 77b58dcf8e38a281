// The De-Jargonizer's period helpers. The periods of the dropdown themselves (built-in and the
// server's) are in lib/de-jargonizer-api/get-periods.ts, shared with Compare.
import { DEFAULT_PERIOD, HEBREW_PERIOD } from '@scicomm/jargon/period-code';

export { DEFAULT_PERIOD, HEBREW_PERIOD };

export const isEnglishPeriod = (code: string) => code.startsWith('English');
