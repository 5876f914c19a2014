import { describe, expect, it } from 'vitest';
import { fieldPath, leafOf } from '@domain/field-path.js';
import { INT_MAX, isRowId, positiveIntOf } from '@domain/int-bounds.js';
import { DEFAULT_SUPPLIER_INITIAL, PENDING_STATUS, REQUEST_STATUSES } from '@domain/reservations/request-schema.js';
import { fillTemplate } from '@domain/template.js';
import { isUserTypeId, USER_TYPE_IDS } from '@domain/user-management.js';
import { isUuid } from '@domain/uuid.js';

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for', () => {
    expect(fillTemplate('{label} cannot exceed {limit} characters.', { label: 'Title', limit: 100 })).toBe(
      'Title cannot exceed 100 characters.',
    );
    expect(fillTemplate('{a} and {a}', { a: 'x' })).toBe('x and x');
  });

  it('keeps a placeholder without a value as written', () => {
    expect(fillTemplate('{label} is {what}.', { label: 'Title' })).toBe('Title is {what}.');
  });
});

describe('positiveIntOf', () => {
  it('reads a whole number from 1 to INT_MAX, as a number or a plain decimal text', () => {
    expect(positiveIntOf(12)).toBe(12);
    expect(positiveIntOf('12')).toBe(12);
    expect(positiveIntOf(String(INT_MAX))).toBe(INT_MAX);
  });

  it('rejects other spellings and values out of range', () => {
    for (const raw of ['0x10', '1e3', ' 12', '+5', '1.0', 'abc', '', '0', '-1', String(INT_MAX + 1), 1.5, 0, null]) {
      expect(positiveIntOf(raw), String(raw)).toBeUndefined();
    }
    expect(isRowId(INT_MAX + 1)).toBe(false);
  });
});

describe('isUuid', () => {
  it('accepts a uuid in either case and nothing else', () => {
    expect(isUuid('6F1C2B9E-1f3a-4c1e-9a55-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('6f1c2b9e-1f3a-4c1e-9a55-0a1b2c3d4e5')).toBe(false);
    expect(isUuid('nope')).toBe(false);
  });
});

describe('fieldPath and leafOf', () => {
  it('turns a JSON pointer into the field path both halves key messages by', () => {
    expect(fieldPath('/requestDestinations/1/destinationHotels/0', 'hotelId')).toBe(
      'requestDestinations[1].destinationHotels[0].hotelId',
    );
    expect(fieldPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(fieldPath('')).toBe('');
  });

  it('names the property a path ends with', () => {
    expect(leafOf('requestDestinations[0].checkInDate')).toBe('checkInDate');
    expect(leafOf('title')).toBe('title');
  });
});

describe('status ids and defaults', () => {
  it('names each request status by its id, a new request being Pending (3)', () => {
    expect(REQUEST_STATUSES).toEqual({
      0: 'TempRequest',
      1: 'Confirmed',
      2: 'Processing',
      3: 'Pending',
      4: 'Completed',
      5: 'Canceled',
      6: 'Rejected',
    });
    expect(PENDING_STATUS).toBe(3);
    expect(DEFAULT_SUPPLIER_INITIAL).toBe('ORS');
  });

  it('knows the two user types, company 1 and agency 2', () => {
    expect(USER_TYPE_IDS).toEqual([1, 2]);
    expect(isUserTypeId(2)).toBe(true);
    expect(isUserTypeId(3)).toBe(false);
  });
});
