import { createContext, useContext } from 'react';
import type { AuditSubjectOf } from '../module';

/**
 * The audit subjects the modules declare (`AdminModule.auditSubjects`), provided by the shell
 * (App.tsx) from the module list, so the Audit Log names no module.
 */
export const ModuleAuditSubjects = createContext<readonly AuditSubjectOf[]>([]);

export function useModuleAuditSubjects(): readonly AuditSubjectOf[] {
  return useContext(ModuleAuditSubjects);
}
