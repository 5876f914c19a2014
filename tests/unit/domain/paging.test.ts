import { describe, expect, it } from 'vitest';
import { canGoToPage, pageRange, pageWindow, totalPages } from '@domain/paging.js';
import { initials } from '@domain/initials.js';
import { ALL_PERMISSIONS, isViewPermission, permissionCatalogue } from '@domain/permissions.js';

describe('paging', () => {
  it('counts pages as the ceiling of records over page size', () => {
    expect(totalPages(21, 10)).toBe(3);
    expect(totalPages(20, 10)).toBe(2);
    expect(totalPages(0, 10)).toBe(1);
  });

  it('says which rows a page shows', () => {
    expect(pageRange(1, 10, 12)).toEqual({ from: 1, to: 10, total: 12, totalPages: 2 });
    expect(pageRange(2, 10, 12)).toEqual({ from: 11, to: 12, total: 12, totalPages: 2 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0, totalPages: 1 });
  });

  it('accepts a page change only within 1 to the last page', () => {
    expect(canGoToPage(0, 12, 10)).toBe(false);
    expect(canGoToPage(2, 12, 10)).toBe(true);
    expect(canGoToPage(3, 12, 10)).toBe(false);
  });

  it('shows a window of page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

describe('initials', () => {
  it('takes the first letter of each word, or two letters of one word', () => {
    expect(initials('alice admin')).toBe('AA');
    expect(initials('Victor')).toBe('VI');
    expect(initials('  ')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

describe('permission catalogue', () => {
  it('holds the spec guards with dotted names', () => {
    expect(ALL_PERMISSIONS).toEqual(
      expect.arrayContaining([
        'Finance.PaymentAccounts.ViewList',
        'Finance.PaymentAccounts.Add',
        'Finance.PaymentAccounts.Delete',
        'Infrastructure.Countries.ViewList',
        'Reports.ReservationRequestStatement.ViewReport',
        'Settings.SAASTenancySettings.ViewSettings',
        'Reservations.Amendments.Add',
      ]),
    );
  });

  it('tells view permissions apart', () => {
    expect(isViewPermission('Finance.Invoices.ViewList')).toBe(true);
    expect(isViewPermission('Finance.Invoices.Add')).toBe(false);
  });

  it('adds permissions declared by schemas once', () => {
    const list = permissionCatalogue(['Finance.PaymentAccounts.Add', 'Extras.Widgets.ViewList']);
    expect(list.filter((p) => p === 'Finance.PaymentAccounts.Add')).toHaveLength(1);
    expect(list).toContain('Extras.Widgets.ViewList');
  });
});
