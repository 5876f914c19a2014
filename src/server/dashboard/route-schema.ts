/** The schema of `GET /api/dashboard` (what GET /api/openapi.json publishes), built from the cards declared. */
import type { FastifySchema } from 'fastify';
import { problem, type JsonSchema } from '../http/schemas.js';
import type { DashboardCard } from './card.js';

export function dashboardSchema(cards: readonly DashboardCard[]): FastifySchema {
  const permissionOf = (card: DashboardCard) =>
    typeof card.permission === 'string' ? card.permission : card.permission.join(' or ');
  return {
    tags: ['Dashboard'],
    summary: "The dashboard's cards the caller may see, in one answer",
    description:
      'Each card is present only when the caller holds its permission; an agency user gets the figures of its ' +
      'own agency only. Cards: ' +
      cards
        .map((c) => `\`${c.key}\` (${permissionOf(c)}${c.companyUsersOnly ? ', company users only' : ''})`)
        .join(', ') +
      '.',
    response: {
      200: {
        type: 'object',
        additionalProperties: false,
        required: ['cards'],
        properties: {
          cards: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(cards.map((c) => [c.key, c.schema])) as Record<string, JsonSchema>,
          },
        },
      },
      401: problem('no valid access token'),
      500: problem('unexpected failure'),
    },
  };
}
