// The shape of a chat catalogue: one module per area (engine, each exercise, the coach), each
// with the same keys in every language, as the findings' catalogues (areas/<area>/messages.ts).
// Messages use i18next's {{placeholder}} syntax and may contain the chat's small HTML
// (<strong>); parameters are escaped by the renderer (render.ts), the text is not.
import type { FindingCatalogue } from '../i18n/catalogue.ts';

export type ChatCatalogue = FindingCatalogue;
