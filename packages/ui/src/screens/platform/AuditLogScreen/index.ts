export {
  AuditLogScreen,
  emptyAuditLogFilters,
  type AuditLogQuery,
  type AuditLogScreenProps,
} from './AuditLogScreen.tsx';
export { AuditChanges, type AuditChangesProps } from './AuditChanges.tsx';
export { fieldDiff, type FieldChange, type FieldValue } from './fieldDiff.ts';
