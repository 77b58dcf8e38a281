// How long something lasts or how long to wait, said as people say it (docs/site-chrome.md
// "Durations"): a few seconds exactly ("12 seconds"), longer ones rounded and said to be rounded
// ("about 15 minutes", "about 3 hours"). Units and plurals come from Intl, so Hebrew and Arabic
// get their own forms; the word for "about" is the caller's (the web app's catalogues, English
// on the server).

/** A duration rounded to the unit people would say it in; `about` when rounding changed it. */
export interface RoundedDuration {
  amount: number;
  unit: 'second' | 'minute' | 'hour';
  about: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Seconds up to 90, minutes up to 100 minutes, hours after that. */
export function roundDuration(seconds: number): RoundedDuration {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 90) return { amount: whole, unit: 'second', about: false };
  if (whole < 100 * MINUTE) return { amount: Math.round(whole / MINUTE), unit: 'minute', about: whole % MINUTE !== 0 };
  return { amount: Math.round(whole / HOUR), unit: 'hour', about: whole % HOUR !== 0 };
}

/**
 * A wait to tell someone, rounded up to the unit it is said in (seconds below 90, whole minutes
 * below 100 minutes, whole hours after): said exactly ("15 minutes"), so a wait counting down reads
 * the same from one refusal to the next instead of "15 minutes", then "about 15 minutes"; and
 * waiting that long is always enough.
 */
export function waitToSay(seconds: number): number {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return whole;
  const minutes = Math.ceil(whole / MINUTE) * MINUTE;
  return minutes < 100 * MINUTE ? minutes : Math.ceil(whole / HOUR) * HOUR;
}

/**
 * The duration in `language` ("12 seconds", "about 15 minutes"). `about` wraps a rounded amount;
 * English's "about …" unless given.
 */
export function formatDuration(
  seconds: number,
  language: string,
  about: (amount: string) => string = (amount) => `about ${amount}`,
): string {
  const { amount, unit, about: rounded } = roundDuration(seconds);
  const said = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  return rounded ? about(said) : said;
}
