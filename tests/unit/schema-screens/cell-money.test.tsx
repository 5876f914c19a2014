/** Money columns of generated lists: the amount in the tenant's currency, written in the UI language. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CellValue } from '@admin/schema-screens/cells.js';
import { TENANT_CURRENCY_KEY, type TenantCurrency } from '@admin/tenant-currency.js';
import type { ColumnAnnotation } from '@schema/types.js';

const money: ColumnAnnotation = { field: 'nightlyRate', format: 'money' };

/** The cell's text with the tenant's currency already known (as the shell has it once asked). */
function cell(value: unknown, lang: 'en' | 'fr', currencyInitial: string | null) {
  const queryClient = new QueryClient();
  const currency: TenantCurrency = { currencyId: currencyInitial ? 1 : null, currencyInitial, currencyName: null };
  queryClient.setQueryData(TENANT_CURRENCY_KEY, currency);
  return render(
    <AdminContext queryClient={queryClient}>
      <CellValue column={money} value={value} lang={lang} />
    </AdminContext>,
  ).container.textContent?.replace(/[\u202f\u00a0]/g, ' ');
}

describe('money cells of generated lists', () => {
  it("write an amount in the tenant's currency, the language's way", () => {
    expect(cell(1250, 'en', 'EUR')).toBe('€1,250.00');
    expect(cell(1250, 'fr', 'EUR')).toBe('1 250,00 €');
    expect(cell(12.5, 'en', 'USD')).toBe('$12.50');
    expect(cell(0, 'fr', 'GBP')).toBe('0,00 £GB');
  });

  it('write the amount alone before a currency is set, and nothing for no price', () => {
    expect(cell(99.9, 'en', null)).toBe('99.90');
    expect(cell(99.9, 'fr', null)).toBe('99,90');
    expect(cell(null, 'en', 'EUR')).toBe('');
  });
});
