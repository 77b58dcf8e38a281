// GET /api/read/{token}: what a reader's link opens (no sign-in). Failed lookups are "invalid".
import { useEffect, useState } from 'react';
import type { ReaderView } from '@scicomm/shared/reader-check-api';
import { requestJson } from '../../../lib/api-client.ts';

export async function getReaderView(token: string): Promise<ReaderView> {
  return requestJson<ReaderView>(`/api/read/${encodeURIComponent(token)}`);
}

export type ReaderViewLoad = { status: 'loading' } | { status: 'invalid' } | { status: 'shown'; view: ReaderView };

export function useReaderView(token: string | undefined): ReaderViewLoad {
  const [load, setLoad] = useState<ReaderViewLoad>(token ? { status: 'loading' } : { status: 'invalid' });
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    getReaderView(token).then(
      (view) => live && setLoad({ status: 'shown', view }),
      () => live && setLoad({ status: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return load;
}
