// The public module of coach-reports: writers' reports of wrong coach remarks, the admin role
// that reads them, and what the account and the studies need of them.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { grantAdmin, revokeAdmin, type AdminRoleChange } from './admin-role.ts';
export { coachReportRoutes } from './coach-report-routes.ts';
export { forgetReportTexts } from './coach-report-service.ts';
export { reportsOfSessions, type CoachReportRow } from './coach-report-repository.ts';
export { coachReportsBySession, type ExportedCoachReport } from './exported-reports.ts';
