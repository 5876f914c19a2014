/** The route schemas of the electronic forms (what GET /api/openapi.json publishes). */
import type { FastifySchema } from 'fastify';
import { fieldErrorsSchema, idQuerySchema, problem } from '../../http/schemas.js';
import { pdfAnswer } from '../../pdf/index.js';

const refusals = {
  400: { ...fieldErrorsSchema, description: 'id missing or not an id' },
  401: problem('no valid access token'),
  403: problem('the permission is missing'),
  404: problem("no such invoice in the caller's scope (another agency's answers 404)"),
  409: problem(
    "a draft ('Only an issued invoice has an electronic form.'), e-invoicing off in the tenancy settings, or a legal identity incomplete (what is missing is named)",
  ),
  500: problem('unexpected failure'),
};

export const facturxSchema: FastifySchema = {
  tags: ['Invoices'],
  summary: 'An issued invoice or credit note as Factur-X (PDF/A-3b carrying its CII XML, EN 16931 profile)',
  description:
    'The stored PDF of the document made PDF/A-3b (fonts embedded, sRGB output intent, XMP declaring PDF/A-3B and ' +
    'the Factur-X extension schema) with its CII XML embedded as factur-x.xml (AFRelationship Alternative, listed ' +
    "in the catalog's /AF). The same bytes every time. Agency users: their agency only (404).",
  querystring: idQuerySchema(),
  response: { 200: pdfAnswer('The Factur-X invoice'), ...refusals },
};

export const ciiSchema: FastifySchema = {
  tags: ['Invoices'],
  summary: 'An issued invoice or credit note as CII XML (UN/CEFACT D16B, EN 16931), for a platform that takes XML',
  description:
    'The XML embedded in the Factur-X, made once with the stored PDF (the same figures). Type code 380 (invoice) or ' +
    '381 (credit note, with the corrected invoice in BT-25/26); under the travel agents’ margin scheme VAT ' +
    'category E with exemption code VATEX-EU-D. Agency users: their agency only (404).',
  querystring: idQuerySchema(),
  response: {
    200: {
      description: 'The CII XML; `Content-Disposition` names the file',
      content: { 'text/xml': { schema: { type: 'string' } } },
    },
    ...refusals,
  },
};

export const eInvoicingSchema: FastifySchema = {
  tags: ['Invoices'],
  summary: 'Whether issued invoices have an electronic form (the tenancy setting, in effect)',
  response: {
    200: {
      type: 'object',
      required: ['enabled'],
      additionalProperties: false,
      properties: { enabled: { type: 'boolean' } },
    },
    401: problem('no valid access token'),
    403: problem('the permission is missing'),
  },
};
