/**
 * The demo tenant (SAAS tenancy settings): Azur Voyages, a Nice-based provider, with its logos
 * and icon (demo-images.ts, stored through the file store), company contacts, links, reference
 * prefixes, currency EUR, a default tax rate of 10 % and its legal identity (demo-identities.ts). No SMTP server: mail stays "not configured" until an administrator
 * sets one (the README's mail set-up).
 */
import type { Queryable } from '../db/types.js';
import { insertFile } from '../files/index.js';
import { DEMO_IMAGES } from './demo-images.js';
import { DEMO_TENANT_IDENTITY } from './demo-identities.js';

export const TENANCY_SCHEMA = 'saas-tenancy-settings';

const CONTACTS = {
  companyTitle: 'Azur Voyages',
  officialCompanyName: 'Azur Voyages SAS',
  innofirmClientId: 'AZV-0001',
  companyAddress: '12 Promenade des Anglais, 06000 Nice, France',
  companyEmailAddress: 'contact@azur-voyages.example',
  companyPhoneNumber: '+33 4 93 00 00 00',
  accountingEmailAddress: 'accounting@azur-voyages.example',
  financeManager: 'Claire Martin',
  financeEmailAddress: 'finance@azur-voyages.example',
  financeMobileNumber: '+33 6 10 00 00 01',
  reservationManager: 'Julien Bernard',
  reservationEmailAddress: 'reservations@azur-voyages.example',
  reservationMobileNumber: '+33 6 10 00 00 02',
  operationManager: 'Sofia Rossi',
  operationEmailAddress: 'operations@azur-voyages.example',
  operationMobileNumber: '+33 6 10 00 00 03',
  masterContractId: 'MC-2026-001',
  masterStatus: 2,
  companyWebsite: 'https://www.azur-voyages.example',
  portalUrl: 'https://portal.azur-voyages.example',
  telegramUrl: 'https://t.me/azurvoyages',
  instagramUrl: 'https://www.instagram.com/azurvoyages',
  facebookUrl: 'https://www.facebook.com/azurvoyages',
  whatsappBusinessUrl: 'https://wa.me/33493000000',
  youtubeUrl: 'https://www.youtube.com/@azurvoyages',
  xUrl: 'https://x.com/azurvoyages',
  fitRef: 'AZV-FIT',
  gitRef: 'AZV-GIT',
  tisRef: 'AZV-TIS',
  otaRef: 'AZV-OTA',
  primaryColor: '#1769aa',
  secondaryColor: '#f59e0b',
  // 10 %: the French rate of what the demo mostly invoices, hotel nights and passenger transport
  // (CGI art. 279); a provider invoicing packages under the travel agents' margin scheme sets 0.
  defaultTaxRate: 10,
  // The other finance settings keep their defaults (INV-2026-00001, CN-2026-00001, 30 days, 14 days,
  // the legal mentions in English and French).
  ...DEMO_TENANT_IDENTITY,
};

/** Stores the tenant's images and answers its row (id 1), EUR being currency `eurId`. */
export async function demoTenant(tx: Queryable, eurId: number): Promise<Record<string, unknown> & { id: number }> {
  const paths: Record<string, string> = {};
  for (const [property, image] of Object.entries(DEMO_IMAGES)) {
    const mimeType = image.fileName.endsWith('.ico') ? 'image/x-icon' : 'image/png';
    const file = await insertFile(tx, {
      owner: null,
      ownerId: null,
      fileName: image.fileName,
      mimeType,
      bytes: Buffer.from(image.base64, 'base64'),
      createdBy: null,
    });
    paths[property] = file.url;
  }
  return { id: 1, ...CONTACTS, ...paths, currencyId: eurId };
}
