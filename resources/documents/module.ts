/**
 * The documents module: no screen of its own (its panel and picker live in the reservation
 * screens, through `index.ts`); it tells the Audit Log how documents read.
 */
import type { AdminModule } from '@admin/module';
import { requestDocumentSubject } from './audit-subject';

export const documentsModule: AdminModule = { name: 'documents', auditSubjects: [requestDocumentSubject] };
