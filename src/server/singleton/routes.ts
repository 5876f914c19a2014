/**
 * The endpoints of every singleton schema (`x-resource.singleton: true`), nothing per entity:
 * - `GET {api}/get` (permission `view`): the row, or the defaults before the first save;
 * - `POST {api}/save` (permission `add`): the full body; answers the saved row (save.ts);
 * - `GET {api}/{public.path}` (public, when `x-resource.public`): only the public fields.
 * Registered instead of the generic list endpoints (crud/plugin.ts skips singletons).
 */
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { buildContexts, type ResourceContext } from '../crud/context.js';
import { getRow } from '../crud/repository.js';
import type { Db, Row } from '../db/types.js';
import { MAX_IMAGE_BYTES } from '../files/index.js';
import { documented, problem } from '../http/schemas.js';
import { defaultsAnswer, publicAnswer, singletonAnswer, SINGLETON_ID } from './answers.js';
import { imagePairs } from './images.js';
import { publicAnswerSchema, singletonAnswerSchema, singletonErrors, singletonSaveBody } from './route-schemas.js';
import { saveSingleton } from './save.js';
import { bindSecretsKey } from './secrets.js';

/** The row as answered, or the defaults when it was never saved. */
export async function readSingleton(ctx: ResourceContext): Promise<Row> {
  const row = await getRow(ctx.db, ctx.model, {}, SINGLETON_ID);
  return row ? singletonAnswer(ctx.model.schema, row) : defaultsAnswer(ctx.model.schema);
}

function singletonRoutes(
  app: FastifyInstance,
  ctx: ResourceContext,
  byName: Map<string, EntitySchema>,
  key: Buffer,
): void {
  const { schema } = ctx.model;
  const { resource } = schema;
  const base = `/api${resource.api}`;
  const tags = [resource.text.en.many];
  const answer = singletonAnswerSchema(schema, byName);

  app.get(
    `${base}/get`,
    {
      config: { permission: resource.permissions.view },
      ...documented({
        tags,
        summary: `Get the ${resource.text.en.one}`,
        description:
          'The one row; before the first save, the defaults with `id: null` and `version: 0`. Secrets are never answered: `{name}Set` says whether one is stored.',
        response: { 200: answer, ...singletonErrors },
      }),
    },
    () => readSingleton(ctx),
  );

  // A body may carry one new image per image property, each up to MAX_IMAGE_BYTES as base64.
  const bodyLimit = Math.ceil(imagePairs(schema).length * MAX_IMAGE_BYTES * 1.4) + 1024 * 1024;
  app.post(
    `${base}/save`,
    {
      bodyLimit,
      config: { permission: resource.permissions.add },
      ...documented({
        tags,
        summary: `Save the ${resource.text.en.one}`,
        description: 'The full body replaces the row (created by the first save); answers the saved row.',
        body: singletonSaveBody(schema),
        response: {
          200: answer,
          409: problem('The settings were saved by someone else since `version` (code `stale-version`).'),
          ...singletonErrors,
        },
      }),
    },
    (request) =>
      saveSingleton(ctx, request.body, {
        user: request.user,
        lang: request.lang,
        headers: request.headers,
        key,
      }),
  );

  const pub = resource.public;
  if (pub) {
    app.get(
      `${base}/${pub.path}`,
      {
        config: { permission: 'public' },
        ...documented({
          tags,
          summary: `Public ${pub.fields.join(', ')}`,
          description:
            'Anyone, no token: only these fields (never a secret). The image files they name are public too.',
          response: { 200: publicAnswerSchema(schema), 500: singletonErrors[500] },
        }),
      },
      async () => publicAnswer(schema, await readSingleton(ctx)),
    );
  }
}

/** Registers the endpoints of every singleton schema; binds the secrets key to the database handle. */
export function registerSingletons(app: FastifyInstance, db: Db, schemas: EntitySchema[], key: Buffer): void {
  bindSecretsKey(db, key);
  const byName = new Map(schemas.map((s) => [s.name, s]));
  for (const ctx of buildContexts(db, schemas)) {
    if (ctx.model.schema.resource.singleton) singletonRoutes(app, ctx, byName, key);
  }
}
