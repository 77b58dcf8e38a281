// The public module of the audit trail (docs/research.md "Audit trail"): studies and the
// researcher role record their events here, and a study's page reads them back.
export {
  type AuditAction,
  type AuditEventInput,
  type AuditEventRow,
  insertAuditEvent,
  listStudyAuditEvents,
} from './audit-repository.ts';
