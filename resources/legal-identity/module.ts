/**
 * Legal identities for e-invoicing: the readiness panel above the SAAS tenancy settings (what
 * e-invoicing still needs from the tenant and the agencies). The identities themselves are
 * schema fields (tenancy settings, agencies, payment accounts), with the checks of
 * src/domain/legal-identity.
 */
import type { AdminModule } from '@admin/module';
import { ReadinessPanel } from './ReadinessPanel';

export const legalIdentityModule: AdminModule = {
  name: 'legal-identity',
  schemaPanels: { 'saas-tenancy-settings': ReadinessPanel },
};
