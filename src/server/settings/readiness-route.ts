/**
 * `GET /api/finance/einvoicing/readiness`: what e-invoicing still needs, for the tenancy settings
 * screen. `enabled` (the tenant's `eInvoicing` setting: 'on', or 'auto' in France), the seller's
 * gaps and every agency with gaps, in the caller's language, by the rules issuing applies
 * (src/domain/legal-identity/requirements.ts). The gaps are answered whether e-invoicing is on or
 * not, so an administrator can complete them before switching it on. An agency user sees its own
 * agency only.
 */
import { buyerGaps, sellerGaps } from '@domain/legal-identity/requirements.js';
import { PERMISSIONS } from '@domain/permissions.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { documented } from '../http/schemas.js';
import { buyerIdentities, sellerIdentity } from './legal-identity.js';

const gapList = (description: string) => ({ type: 'array', items: { type: 'string' }, description });

const readinessSchema = {
  tags: ['SAAS Tenancy Settings'],
  summary: 'What e-invoicing still needs',
  description:
    "Whether e-invoicing is on, and what the tenant's and the agencies' legal identities still lack for an " +
    'e-invoice (labels of the settings and agency forms, in the Accept-Language language).',
  response: {
    200: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean', description: "e-invoicing applies: setting 'on', or 'auto' with country code FR" },
        sellerGaps: gapList("what the tenancy settings lack, e.g. ['SIRET', 'Postcode']"),
        agenciesMissing: {
          type: 'array',
          description: 'the live agencies that lack something, by title',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, title: { type: 'string' }, gaps: gapList('what it lacks') },
            required: ['id', 'title', 'gaps'],
          },
        },
      },
      required: ['enabled', 'sellerGaps', 'agenciesMissing'],
    },
  },
};

export function readinessRoute(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/finance/einvoicing/readiness',
    { config: { permission: PERMISSIONS.Settings.SAASTenancySettings.ViewSettings }, ...documented(readinessSchema) },
    async (request) => {
      const { lang, agencyScope } = request;
      const seller = await sellerIdentity(db);
      const agencies = (await buyerIdentities(db)).filter(
        (a) => agencyScope.agencyId === undefined || a.agencyId === agencyScope.agencyId,
      );
      return {
        enabled: seller.eInvoicingOn,
        sellerGaps: sellerGaps(seller, lang),
        agenciesMissing: agencies
          .map((a) => ({ id: a.agencyId, title: a.name, gaps: buyerGaps(a, lang) }))
          .filter((a) => a.gaps.length > 0),
      };
    },
  );
}
