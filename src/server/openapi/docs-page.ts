/**
 * GET /api/docs: the API reference in the browser, Swagger UI (swagger-ui-dist, its prebuilt
 * bundle) reading /api/openapi.json. Everything comes from this server: the page, our start-up
 * script and Swagger UI's files read from node_modules at run time (found by Node's resolution
 * from this module, so from src/ under tsx and from dist/server/ alike), under /api/docs/assets/.
 *
 * Content-Security-Policy: the page gets the SPA's page policy (http/security-headers.ts:
 * script-src 'self', no inline script, no eval) instead of the `default-src 'none'` of API
 * answers, which would block its own scripts. Swagger UI fits it: the start-up code is a served
 * file (assets/init.js), its styles are inline (style-src 'unsafe-inline', as for MUI) and its
 * icons data: URLs (img-src data:). `validatorUrl: null` keeps it from loading a badge from
 * swagger.io; nothing else leaves the origin.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { documented, problem } from '../http/schemas.js';
import { helmetHeaders } from '../http/security-headers.js';

export const DOCS_URL = '/api/docs';
const ASSETS = `${DOCS_URL}/assets`;

/** Swagger UI's folder in node_modules. */
const swaggerUiDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The start-up code, a file of its own: the CSP allows no inline script. */
const INIT_JS = `// Swagger UI on this server's OpenAPI document (served by src/server/openapi/docs-page.ts).
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  displayOperationId: false,
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
});
`;

/** The files the page may load: ours (in memory) and Swagger UI's (from node_modules). */
const FILES: Record<string, { type: string; source: string | { dist: string } }> = {
  'init.js': { type: 'text/javascript; charset=utf-8', source: INIT_JS },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', source: { dist: 'swagger-ui-bundle.js' } },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', source: { dist: 'swagger-ui.css' } },
  'favicon-32x32.png': { type: 'image/png', source: { dist: 'favicon-32x32.png' } },
};

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Travel back office API reference</title>
  <link rel="icon" type="image/png" href="${ASSETS}/favicon-32x32.png">
  <link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
  <main id="swagger-ui"></main>
  <script src="${ASSETS}/swagger-ui-bundle.js"></script>
  <script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

export function docsRoutes(app: FastifyInstance): void {
  // The page is a page: the SPA's security headers (CSP above), not the API's.
  const pageHeaders = helmetHeaders();
  app.get(
    DOCS_URL,
    {
      config: { permission: 'public' },
      ...documented({
        tags: ['API reference'],
        summary: 'The API reference (Swagger UI) of /api/openapi.json',
        response: {
          200: {
            description: 'An HTML page loading only /api/docs/assets/*',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      }),
    },
    async (_request, reply) => reply.headers(pageHeaders).type('text/html; charset=utf-8').send(DOCS_PAGE),
  );

  const loaded = new Map<string, Promise<Buffer | string>>();
  app.get(
    `${ASSETS}/:file`,
    {
      config: { permission: 'public' },
      ...documented({
        tags: ['API reference'],
        summary: 'A file of the API reference page',
        params: {
          type: 'object',
          properties: { file: { type: 'string', enum: Object.keys(FILES) } },
          required: ['file'],
        },
        response: {
          200: {
            description: 'The file',
            content: Object.fromEntries(
              Object.values(FILES).map((f) => [f.type.split(';')[0], { schema: { type: 'string' } }]),
            ),
          },
          404: problem('Not a file of the page.'),
        },
      }),
    },
    async (request, reply) => {
      const name = (request.params as { file: string }).file;
      const file = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
      if (!file) throw notFound();
      const { source } = file;
      let body = loaded.get(name);
      if (!body) {
        body = typeof source === 'string' ? Promise.resolve(source) : readFile(join(swaggerUiDir(), source.dist));
        body.catch(() => loaded.delete(name)); // a failed read is retried by the next request
        loaded.set(name, body);
      }
      return reply.type(file.type).send(await body);
    },
  );
}
