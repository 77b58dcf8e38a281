// The summary's word lists are the De-Jargonizer's own query: one key per period, so a list the
// editor (or an earlier summary) fetched is not fetched again, and two periods are two fetches.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializePeriodForBrowser } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { periodDictionaryQuery } from '../../../lib/de-jargonizer-api/get-period-dictionary.ts';
import { deJargonizerKeys } from '../../../lib/de-jargonizer-api/query-keys.ts';
import { useSummaryDictionaries } from './get-summary-dictionary.ts';

const payload = () => new Response(serializePeriodForBrowser(testDictionary({ common: ['gene'], rare: ['epigenetics'] })).slice().buffer);

afterEach(() => vi.unstubAllGlobals());

describe('the summary’s word lists', () => {
  it('are read from the De-Jargonizer’s query: a list already fetched is not fetched again', async () => {
    const fetch = vi.fn(async (_url: string) => payload());
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    await client.fetchQuery(periodDictionaryQuery('English2021_2024'));
    expect(client.getQueryData(deJargonizerKeys.dictionary('English2021_2024'))).toBeDefined();

    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const periods = ['English2021_2024', 'Hebrew'];
    const { result } = renderHook(() => useSummaryDictionaries(periods), { wrapper });
    await waitFor(() => expect(result.current.byPeriod).not.toBeNull());
    expect([...(result.current.byPeriod?.keys() ?? [])]).toEqual(periods);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/dictionaries/English2021_2024.bin', '/dictionaries/Hebrew.bin']);
  });
});
