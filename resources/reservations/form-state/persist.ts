/**
 * The form state kept in localStorage under `reservationFormState` (spec §3), so a reload keeps
 * a half-written request. A stored value that does not look like the state (an older shape,
 * hand-edited) is ignored and the form starts fresh. The state is stored with its owner (the
 * token's subject): on a shared computer the next user never sees, nor is offered, the previous
 * user's half-written request (passenger names, passports).
 */
import { getClaims } from '@admin/session/token-store';
import { FORM_STATE_KEY, initialFormState, type FormCopy, type FormState } from '@domain/reservations/form-state';

/** Who is signed in: the owner the form state is kept for. */
const currentOwner = (): string => getClaims()?.sub ?? '';

export const newId = () => crypto.randomUUID();

const isCopy = (value: unknown): value is FormCopy => {
  const copy = value as Partial<FormCopy> | null;
  return Boolean(
    copy &&
    typeof copy === 'object' &&
    copy.generalDetails &&
    copy.destinations &&
    Array.isArray(copy.destinations.destinations) &&
    Array.isArray(copy.passengers) &&
    copy.transportations &&
    Array.isArray(copy.transportations.list) &&
    copy.tracking,
  );
};

export function loadFormState(storage: Storage = localStorage, owner: string = currentOwner()): FormState {
  try {
    const raw = storage.getItem(FORM_STATE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<FormState> & { owner?: string }) : null;
    if (parsed && parsed.owner === owner && isCopy(parsed.create) && isCopy(parsed.amendment)) {
      return {
        current: parsed.current === 'amendment' ? 'amendment' : 'create',
        create: parsed.create,
        amendment: parsed.amendment,
      };
    }
  } catch {
    // unreadable: start fresh
  }
  return initialFormState(newId);
}

export function saveFormState(state: FormState, storage: Storage = localStorage, owner: string = currentOwner()): void {
  try {
    storage.setItem(FORM_STATE_KEY, JSON.stringify({ ...state, owner }));
  } catch {
    // storage full or disabled: the form still works, it is only not kept over a reload
  }
}
