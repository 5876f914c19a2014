/**
 * The wizard's form state in localStorage (`reservationFormState`): a reload gives it back to the
 * user who wrote it, never to the next user of the same browser.
 */
import { describe, expect, it } from 'vitest';
import { loadFormState, saveFormState } from '@resources/reservations/form-state/persist';
import { FORM_STATE_KEY, initialFormState } from '@domain/reservations/form-state';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('reservationFormState', () => {
  const written = () => {
    const state = initialFormState(() => '11111111-1111-4111-8111-111111111111');
    return { ...state, create: { ...state.create, generalDetails: { ...state.create.generalDetails, agencyId: 4 } } };
  };

  it('gives a half-written request back to the user who wrote it', () => {
    const storage = memoryStorage();
    saveFormState(written(), storage, 'agent-7');
    expect(JSON.parse(storage.getItem(FORM_STATE_KEY)!).owner).toBe('agent-7');
    const loaded = loadFormState(storage, 'agent-7');
    expect(loaded.create.generalDetails).toMatchObject({
      agencyId: 4,
      requestGuid: '11111111-1111-4111-8111-111111111111',
    });
  });

  it('starts another user of the same browser on a fresh form', () => {
    const storage = memoryStorage();
    saveFormState(written(), storage, 'agent-7');
    const loaded = loadFormState(storage, 'agent-8');
    expect(loaded.create.generalDetails.agencyId).toBeNull();
    expect(loaded.create.generalDetails.requestGuid).not.toBe('11111111-1111-4111-8111-111111111111');
  });

  it('ignores a stored value that is not the state', () => {
    const storage = memoryStorage();
    storage.setItem(FORM_STATE_KEY, '{"owner":"agent-7","create":{}}');
    expect(loadFormState(storage, 'agent-7').create.generalDetails.agencyId).toBeNull();
  });
});
