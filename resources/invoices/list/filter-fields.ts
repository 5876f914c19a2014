import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterField } from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { DOCUMENT_TYPES } from '@domain/finance/invoice-statuses';
import { useAgencyOptions } from '../shared/useAgencyOptions';
import { useInvoiceStatuses } from '../shared/useInvoiceStatuses';

/**
 * The invoice list's filter bar (§2.2, plus Type and Number): the agency dropdown for company
 * users only (an agency user sees its own invoices), the statuses as the server names them.
 */
export function useInvoiceFilterFields(): FilterField[] {
  const translate = useTranslate();
  const company = isCompanyUser(getClaims());
  const agencies = useAgencyOptions(company);
  const statuses = useInvoiceStatuses();
  return useMemo(() => {
    const t = (key: string) => translate(`invoices.filters.${key}`);
    const fields: (FilterField | false)[] = [
      { name: 'requestRef', label: t('requestRef'), type: 'text' },
      company && { name: 'agencyId', label: t('agency'), type: 'select', options: agencies },
      { name: 'firstCheckInFrom', label: t('firstCheckInFrom'), type: 'date' },
      { name: 'firstCheckInTo', label: t('firstCheckInTo'), type: 'date' },
      { name: 'requestDateFrom', label: t('requestDateFrom'), type: 'date' },
      { name: 'requestDateTo', label: t('requestDateTo'), type: 'date' },
      { name: 'trRef', label: t('trRef'), type: 'text' },
      {
        name: 'invoiceStatus',
        label: t('status'),
        type: 'select',
        options: statuses.map((s) => ({ value: String(s.id), label: s.name })),
      },
      {
        name: 'documentType',
        label: t('type'),
        type: 'select',
        options: DOCUMENT_TYPES.map((value) => ({ value, label: translate(`invoices.documentType.${value}`) })),
      },
      { name: 'number', label: t('number'), type: 'text' },
    ];
    return fields.filter((f): f is FilterField => f !== false);
  }, [translate, company, agencies, statuses]);
}
