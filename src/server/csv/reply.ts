/**
 * Sends an export: `text/csv; charset=utf-8`, an attachment named `<list>-YYYY-MM-DD.csv` in the
 * caller's language (`invoices-…`, `factures-…`; today, UTC; RFC 6266 with its ASCII form and
 * `filename*`), and the CSV stream as the body, in the language's spreadsheet convention.
 * Compression (http/compression.ts) streams it too when the browser asks for it.
 */
import type { FastifyReply } from 'fastify';
import type { Lang } from '@schema/types.js';
import type { Row } from '../db/types.js';
import { contentDisposition } from '../http/content-disposition.js';
import type { CsvColumn } from './columns.js';
import { csvStream } from './writer.js';

export interface CsvExport {
  /** The list's name in the file name in each language, e.g. `{ en: 'invoices', fr: 'factures' }`. */
  name: Record<Lang, string>;
  lang: Lang;
  columns: CsvColumn[];
  batches: AsyncIterable<Row[]>;
}

/** `invoices-2026-11-28.csv`: the list name kept to letters, digits and dashes. */
export function csvFileName(name: string, today = new Date()): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'export';
  return `${slug}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Sends the CSV; an async handler returns what this returns (the reply, already sent). */
export function sendCsv(reply: FastifyReply, csv: CsvExport): FastifyReply {
  const file = csvFileName(csv.name[csv.lang]);
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', contentDisposition(file, 'attachment'))
    .header('Cache-Control', 'private, no-store');
  return reply.send(csvStream(csv.batches, csv.columns, csv.lang));
}
