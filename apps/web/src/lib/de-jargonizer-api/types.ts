// Wire types of the De-Jargonizer API: inferred from the zod schemas the server declares.
export type {
  Alternative,
  AnalysisReply,
  FileTextReply,
  GradingResult,
  GroupRow,
  PeriodInfo,
  Terms,
  WordFrequency,
  WordnetSense,
} from '@scicomm/shared/de-jargonizer-api';
