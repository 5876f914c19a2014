/**
 * `GET /api/providersettings/saastenancysettings/currency`: the tenant's currency for every
 * signed-in user, whatever they may do: the screens show prices and amounts in it (the money
 * columns of the lists, the invoices), and the settings themselves are for administrators only.
 * The id, the ISO code and the name: nothing else of the settings.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { documented } from '../http/schemas.js';
import { financeSettings } from './finance-settings.js';

const nullable = (type: string, description: string) => ({ type: [type, 'null'], description });

export function currencyRoute(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/providersettings/saastenancysettings/currency',
    {
      config: { permission: 'authenticated' },
      ...documented({
        tags: ['SAAS Tenancy Settings'],
        summary: "The tenant's currency",
        description: 'Any signed-in user: the currency prices and amounts are in (null before one is chosen).',
        response: {
          200: {
            type: 'object',
            properties: {
              currencyId: nullable('integer', 'the currency (tenancy settings `currencyId`)'),
              currencyInitial: nullable('string', 'its ISO 4217 code, e.g. EUR'),
              currencyName: nullable('string', 'its name, e.g. Euro'),
            },
            required: ['currencyId', 'currencyInitial', 'currencyName'],
          },
        },
      }),
    },
    async () => {
      const { currencyId, currencyInitial, currencyName } = await financeSettings(db);
      return { currencyId, currencyInitial, currencyName };
    },
  );
}
