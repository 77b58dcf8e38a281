// Download of the recorded analysis as a .docx (download-result.ts), with its busy state.
import { useState } from 'react';
import { useDownloadResult } from '../../../lib/de-jargonizer-api/download-result.ts';
import type { AnalysisReply } from '../../../lib/de-jargonizer-api/types.ts';

/** `onError`: null when a download starts, the message when it failed. */
export function useDownload(recorded: AnalysisReply | null, onError: (message: string | null) => void, failed: string) {
  const [downloading, setDownloading] = useState(false);
  const downloadResult = useDownloadResult();
  const download = async () => {
    if (!recorded) return;
    setDownloading(true);
    onError(null);
    try {
      await downloadResult.mutateAsync(recorded);
    } catch {
      onError(failed);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
