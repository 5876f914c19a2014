import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n-texts';
import { PERMISSION_AREAS } from '@domain/permissions';
import { RoleFormDialog } from '@resources/user-management/roles/RoleFormDialog';
import {
  areaActions,
  permissionsToSend,
  stateOf,
  toggleAll,
  toggleOne,
  words,
  type Catalogue,
} from '@resources/user-management/roles/permission-matrix';

/** The catalogue as the server groups it (area → entity → actions). */
const catalogue: Catalogue = {
  areas: PERMISSION_AREAS.map(({ area, entities }) => ({
    area,
    entities: entities.map(({ entity, actions }) => ({
      entity,
      permissions: actions.map((action) => ({ name: `${area}.${entity}.${action}`, action })),
    })),
  })),
  permissions: [],
};
const area = (name: string) => catalogue.areas.find((a) => a.area === name)!;

describe('permission matrix maths', () => {
  it('should order the columns Add, Delete, View list and keep report/settings actions', () => {
    expect(areaActions(area('Finance'))).toEqual(['Add', 'Delete', 'ViewList']);
    expect(areaActions(area('Reports'))).toEqual(['ViewReport']);
    // An action outside the known columns (the outbox's Resend) comes after them.
    expect(areaActions(area('Settings'))).toEqual(['Add', 'ViewList', 'ViewSettings', 'Resend']);
  });

  it('should turn entity names into words', () => {
    expect(words('PresetTransportationDetails')).toBe('Preset Transportation Details');
    expect(words('SAASTenancySettings')).toBe('SAAS Tenancy Settings');
  });

  it('should select a whole row, then clear it with the same box', () => {
    const names = ['Finance.Invoices.Add', 'Finance.Invoices.Delete', 'Finance.Invoices.ViewList'];
    const some = toggleOne(new Set(), 'Finance.Invoices.Add');
    expect(stateOf(some, names)).toBe('some');
    const all = toggleAll(some, names);
    expect(stateOf(all, names)).toBe('all');
    expect(stateOf(toggleAll(all, names), names)).toBe('none');
  });

  it('should send only catalogue names, sorted', () => {
    expect(
      permissionsToSend(new Set(['Finance.Invoices.ViewList', 'Legacy.Thing', 'Finance.Invoices.Add']), catalogue),
    ).toEqual(['Finance.Invoices.Add', 'Finance.Invoices.ViewList']);
  });
});

function renderDialog(initialPermissions: string[], save = vi.fn().mockResolvedValue({})) {
  const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', { allowMissing: true });
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RoleFormDialog
        row={{ id: 7, title: 'Auditor', typeId: 1, userCount: 0, permissionCount: 1, dateCreated: '', version: 1 }}
        catalogue={catalogue}
        initialPermissions={initialPermissions}
        save={save}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </AdminContext>,
  );
  return save;
}

// jsdom computes accessible names slowly over ~100 checkboxes: queries stay inside one area.
describe('the role form with its matrix', { timeout: 30_000 }, () => {
  it('should group checkboxes by area with a row per entity', () => {
    renderDialog([]);
    const finance = screen.getByRole('region', { name: 'Finance' });
    expect(within(finance).getByRole('columnheader', { name: 'Add/Update' })).toBeTruthy();
    expect(within(finance).getByRole('checkbox', { name: 'Payment Accounts: View list' })).toBeTruthy();
    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(within(reports).getByRole('checkbox', { name: 'Reservation Request Statement: View report' })).toBeTruthy();
  });

  it("should send the row's and the area's selections and what stays checked", async () => {
    const save = renderDialog(['Finance.Invoices.ViewList']);
    const finance = screen.getByRole('region', { name: 'Finance' });
    expect((within(finance).getByRole('checkbox', { name: 'Invoices: View list' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(finance).getByRole('checkbox', { name: 'Select all: Payment Accounts' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Reports' })).getByRole('checkbox', { name: 'Select all: Reports' }),
    );
    fireEvent.click(within(finance).getByRole('checkbox', { name: 'Payment Accounts: Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toEqual({
      id: 7,
      title: 'Auditor',
      typeId: 1,
      version: 1,
      permissions: [
        'Finance.Invoices.ViewList',
        'Finance.PaymentAccounts.Add',
        'Finance.PaymentAccounts.ViewList',
        'Reports.AgencyInvoiceVsPayment.ViewReport',
        'Reports.ReservationRequestStatement.ViewReport',
      ],
    });
  });

  it('should clear an area when its select-all is clicked with everything on', async () => {
    const all = area('Settings').entities.flatMap((e) => e.permissions.map((p) => p.name));
    const save = renderDialog(all);
    const box = within(screen.getByRole('region', { name: 'Settings' })).getByRole('checkbox', {
      name: 'Select all: Settings',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0].permissions).toEqual([]);
  });
});
