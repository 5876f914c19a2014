import { useTranslate } from 'react-admin';
import { ListFilters, useOptions, type FilterField } from '@admin/primitives';
import { PAYMENT_TYPE_GROUP } from '../shared/reference';

interface Row {
  id: number;
  title?: string;
}

const optionsOf = (rows: Row[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.title ?? `#${r.id}` }));

/**
 * The payments screen's filters (§2.5): Request Ref, Payment Account (the payment accounts),
 * Payment Type (infra types of type group 12), Payment From and Payment To; Clear filters.
 */
export function PaymentFilterBar({
  values,
  onChange,
}: {
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`invoicePayments.filters.${key}`);
  const accounts = useOptions<Row>('payment-account', { staleTime: 60_000 });
  const types = useOptions<Row>('infra-type', { query: { typeGroupId: PAYMENT_TYPE_GROUP }, staleTime: 60_000 });
  const fields: FilterField[] = [
    { name: 'requestRef', label: t('requestRef'), type: 'text' },
    {
      name: 'paymentAccountId',
      label: t('paymentAccount'),
      type: 'select',
      options: optionsOf(accounts, values.paymentAccountId),
    },
    { name: 'paymentTypeId', label: t('paymentType'), type: 'select', options: optionsOf(types, values.paymentTypeId) },
    { name: 'fromDate', label: t('fromDate'), type: 'date' },
    { name: 'toDate', label: t('toDate'), type: 'date' },
  ];
  return <ListFilters fields={fields} values={values} onChange={onChange} />;
}
