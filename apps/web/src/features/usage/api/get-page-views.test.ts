import { describe, expect, it } from 'vitest';
import { pageViewCountSchema } from '@scicomm/shared/analytics-api';
import { readPageViewCount } from './get-page-views.ts';

describe('readPageViewCount', () => {
  it('accepts exactly the replies the shared schema accepts', () => {
    const replies: unknown[] = [
      { pageViews: 0 },
      { pageViews: 1234 },
      { pageViews: -1 },
      { pageViews: 1.5 },
      { pageViews: '12' },
      { pageViews: Number.NaN },
      { pageViews: Number.POSITIVE_INFINITY },
      {},
      null,
      'text',
    ];
    for (const reply of replies) {
      const schema = pageViewCountSchema.safeParse(reply);
      if (schema.success) expect(readPageViewCount(reply), JSON.stringify(reply)).toBe(schema.data.pageViews);
      else expect(() => readPageViewCount(reply), String(JSON.stringify(reply))).toThrow('Unexpected page view count.');
    }
  });
});
