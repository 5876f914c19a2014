/**
 * The head of every document: the tenant's logo on the left (its light-background logo, at most
 * 60 px ≈ 15.9 mm high, never wider than 70 mm), the company's name and details on the right
 * (Provider Settings › SAAS Tenancy Settings › Official Info), then the document's title and a
 * rule. A logo that cannot be read (missing file, a format jsPDF cannot embed) leaves the letterhead
 * without it rather than failing the document.
 */
import { imageSize } from 'image-size';
import type { Queryable } from '../db/types.js';
import { fileIdOfUrl } from '../files/index.js';
import type { PdfDocument } from './document.js';
import { FONT_FAMILY } from './fonts.js';
import { COLOURS, CONTENT_WIDTH, FONT_SIZE, lineHeight, PAGE } from './layout.js';

export type LogoFormat = 'PNG' | 'JPEG' | 'GIF' | 'WEBP';

export interface TenantLetterhead {
  companyName: string;
  /** Address lines, then e-mail, phone and website, each its own line. */
  details: string[];
  logo: { bytes: Uint8Array; format: LogoFormat; width: number; height: number } | null;
}

const LOGO_MAX_HEIGHT = (60 * 25.4) / 96; // 60 CSS px in mm
const LOGO_MAX_WIDTH = 70;
const FORMATS: Record<string, LogoFormat> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
};

type SettingsRow = {
  company_title: string | null;
  official_company_name: string | null;
  company_address: string | null;
  company_email_address: string | null;
  company_phone_number: string | null;
  company_website: string | null;
  light_logo: string | null;
};

/** The tenant's name, details and logo bytes, read in the caller's transaction. */
export async function loadTenantLetterhead(q: Queryable): Promise<TenantLetterhead> {
  const [row] = await q.query<SettingsRow>(
    `SELECT company_title, official_company_name, company_address, company_email_address, company_phone_number,
            company_website, light_logo
       FROM saas_tenancy_settings WHERE id = 1 AND NOT is_deleted`,
  );
  const details = [
    ...(row?.company_address ?? '').split(/\r?\n/),
    row?.company_email_address ?? '',
    row?.company_phone_number ?? '',
    row?.company_website ?? '',
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return {
    companyName: row?.official_company_name || row?.company_title || '',
    details,
    logo: await readLogo(q, row?.light_logo ?? null),
  };
}

async function readLogo(q: Queryable, path: string | null): Promise<TenantLetterhead['logo']> {
  const id = path ? fileIdOfUrl(path) : null;
  if (id === null) return null;
  const [file] = await q.query<{ mime_type: string; bytes: Uint8Array }>(
    'SELECT mime_type, bytes FROM files WHERE id = $1',
    [id],
  );
  const format = file ? FORMATS[file.mime_type] : undefined;
  if (!file || !format) return null;
  try {
    const { width, height } = imageSize(file.bytes);
    return width && height ? { bytes: file.bytes, format, width, height } : null;
  } catch {
    return null;
  }
}

/** Draws the letterhead at the top of the current page and leaves the cursor below its rule. */
export function drawLetterhead(doc: PdfDocument, tenant: TenantLetterhead, title: string = doc.title): void {
  const { pdf } = doc;
  const top = PAGE.margin;
  let logoBottom = top;
  if (tenant.logo) {
    const { width, height } = tenant.logo;
    const scale = Math.min(LOGO_MAX_HEIGHT / height, LOGO_MAX_WIDTH / width);
    try {
      pdf.addImage(tenant.logo.bytes, tenant.logo.format, PAGE.margin, top, width * scale, height * scale);
      logoBottom = top + height * scale;
    } catch {
      // An image jsPDF cannot decode: the letterhead goes on without it.
    }
  }
  const right = PAGE.width - PAGE.margin;
  let y = top;
  pdf.setFont(FONT_FAMILY, 'bold');
  pdf.setFontSize(FONT_SIZE.heading);
  pdf.setTextColor(...COLOURS.text);
  if (tenant.companyName) {
    pdf.text(tenant.companyName, right, y, { align: 'right', baseline: 'top' });
    y += lineHeight(FONT_SIZE.heading);
  }
  pdf.setFont(FONT_FAMILY, 'normal');
  pdf.setFontSize(FONT_SIZE.small);
  pdf.setTextColor(...COLOURS.muted);
  for (const line of tenant.details) {
    const wrapped = pdf.splitTextToSize(line, CONTENT_WIDTH / 2) as string[];
    for (const part of wrapped) {
      pdf.text(part, right, y, { align: 'right', baseline: 'top' });
      y += lineHeight(FONT_SIZE.small);
    }
  }
  y = Math.max(y, logoBottom) + 6;
  pdf.setFont(FONT_FAMILY, 'bold');
  pdf.setFontSize(FONT_SIZE.title);
  pdf.setTextColor(...COLOURS.text);
  pdf.text(title, PAGE.margin, y, { baseline: 'top' });
  y += lineHeight(FONT_SIZE.title) + 1.5;
  pdf.setDrawColor(...COLOURS.rule);
  pdf.setLineWidth(0.3);
  pdf.line(PAGE.margin, y, right, y);
  pdf.setFont(FONT_FAMILY, 'normal');
  pdf.setFontSize(FONT_SIZE.body);
  doc.y = y + 5;
}
