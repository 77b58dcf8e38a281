// POST api/de-jargonizer/analyses: START on the page. The reply is the text once with a band
// letter per counted word (docs/de-jargonizer.md "The page's reply"); the page colours from it.
import { requestJson } from '../api-client.ts';
import { withCourseAssignment, type CourseAssignmentRef } from '../course-assignment.ts';
import type { AnalysisReply } from './types.ts';

export interface AnalyzeRequest {
  period: string;
  text: string;
  /** The name of the file the text came from, for Download. */
  name?: string;
  /** Words or phrases left out of the adjusted score (at most 5). */
  keyTerms?: readonly string[];
  /** Fraction of the request sent, 0–1 (a long text takes a moment on a slow line). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The course assignment the page was opened for: the server keeps the text for the course. */
  forCourse?: CourseAssignmentRef | null;
}

export const analyzeText = ({ period, text, name, keyTerms, onProgress, signal, forCourse = null }: AnalyzeRequest) =>
  requestJson<AnalysisReply>(withCourseAssignment('/api/de-jargonizer/analyses', forCourse), {
    method: 'POST',
    body: { period, text, ...(name ? { name } : {}), ...(keyTerms && keyTerms.length > 0 ? { keyTerms } : {}) },
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
