// How a submission's figures read on the course pages: the share of rare words as a percentage,
// the time in minutes.
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);
export const minutes = (seconds: number | null) => (seconds === null ? '–' : String(Math.max(1, Math.round(seconds / 60))));
export const orDash = (value: number | null) => (value === null ? '–' : String(Math.round(value * 10) / 10));
