// The footer's figure: how many page views the site has recorded (GET /api/analytics/page-views).
// Page views are recorded only for visitors who accepted cookies (docs/decisions.md "Privacy").
import { z } from 'zod';

export const pageViewCountSchema = z.object({ pageViews: z.number().int().nonnegative() });
export type PageViewCount = z.infer<typeof pageViewCountSchema>;
