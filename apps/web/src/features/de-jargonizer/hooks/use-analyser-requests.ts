// The single-text De-Jargonizer's two requests and their progress: START (the analysis recorded
// on the server) and reading a file into the editor. One at a time: a new one, or leaving the
// page, aborts the one running. A long text shows how much of it has been sent.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';
import { analyzeText } from '../../../lib/de-jargonizer-api/analyze-text.ts';
import { readFileText } from '../../../lib/de-jargonizer-api/read-file-text.ts';
import type { AnalysisReply } from '../../../lib/de-jargonizer-api/types.ts';
import { LONG_TEXT } from './use-live-colours.ts';

export type Progress = { stage: 'idle' } | { stage: 'sending' | 'reading'; percent: number } | { stage: 'analysing' };

export interface AnalysisInput {
  period: string;
  text: string;
  name: string;
  keyTerms: string[];
}

export const isAbort = (caught: unknown): boolean => caught instanceof DOMException && caught.name === 'AbortError';

export function useAnalyserRequests({
  onRecorded,
  onError,
  forCourse = null,
  onStored,
}: {
  onRecorded: (reply: AnalysisReply) => void;
  onError: (caught: unknown) => void;
  /** The course assignment the page was opened for (its analyses are kept for the course). */
  forCourse?: CourseAssignmentRef | null;
  /** Called once START's analysis is stored, before `onRecorded` (work for a course: its page asks again). */
  onStored?: (() => void) | undefined;
}) {
  const [progress, setProgress] = useState<Progress>({ stage: 'idle' });
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);
  const reading = useMutation({ mutationFn: ({ file, ...options }: { file: File } & Parameters<typeof readFileText>[1]) => readFileText(file, options) });

  /** Aborts the request running and starts a new one. */
  const next = () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    return controller;
  };

  const start = useMutation({
    mutationFn: (input: AnalysisInput & { signal: AbortSignal }) =>
      analyzeText({
        ...input,
        forCourse,
        // A long text shows how much of it has been sent; a short one goes at once.
        ...(input.text.length > LONG_TEXT
          ? {
              onProgress: (fraction: number) =>
                setProgress(fraction >= 1 ? { stage: 'analysing' } : { stage: 'sending', percent: Math.round(fraction * 100) }),
            }
          : {}),
      }),
    onSuccess: (reply) => {
      onStored?.();
      onRecorded(reply);
    },
    onError: (caught) => {
      if (!isAbort(caught)) onError(caught);
    },
    onSettled: () => setProgress({ stage: 'idle' }),
  });

  return {
    progress,
    /** START is running. */
    starting: start.isPending,
    busy: start.isPending || progress.stage === 'reading',
    /** Aborts whatever runs (START with nothing to send still stops a file being read). */
    cancel: () => request.current?.abort(),
    record: (input: AnalysisInput) => {
      const controller = next();
      setProgress(input.text.length > LONG_TEXT ? { stage: 'sending', percent: 0 } : { stage: 'analysing' });
      start.mutate({ ...input, signal: controller.signal });
    },
    /** The file's text and name; rejects with an AbortError when another request replaced it. */
    readFile: async (file: File) => {
      const controller = next();
      setProgress({ stage: 'reading', percent: 0 });
      try {
        return await reading.mutateAsync({
          file,
          signal: controller.signal,
          onProgress: (fraction) => setProgress({ stage: 'reading', percent: Math.round(fraction * 100) }),
        });
      } finally {
        if (request.current === controller) setProgress({ stage: 'idle' });
      }
    },
  };
}
