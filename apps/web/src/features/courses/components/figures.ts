// How a submission's figures read on the course pages: the share of rare words as a percentage,
// the time through the catalogues' duration format (left out when unknown).
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);
export const orDash = (value: number | null) => (value === null ? '–' : String(Math.round(value * 10) / 10));
/** The key of a text's figures: without the time when it is unknown, rather than "– min". */
export const figuresKey = (seconds: number | null) => (seconds === null ? 'courses.dashboard.cellNoTime' : 'courses.dashboard.cell');
