/**
 * The reservation form's store (spec §3): a React context over `formReducer`
 * (src/domain/reservations/form-state.ts), saved to localStorage on every change.
 * @example
 * <FormStateProvider><RequestWizard copy="create" /></FormStateProvider>
 * const { copy, dispatch } = useFormCopy();
 */
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { formReducer, type FormAction, type FormCopy, type FormState } from '@domain/reservations/form-state';
import { loadFormState, newId, saveFormState } from './persist';

interface FormStore {
  state: FormState;
  dispatch: (action: FormAction) => void;
}

const FormStateContext = createContext<FormStore | null>(null);

const reducer = (state: FormState, action: FormAction) => formReducer(state, action, newId);

export function FormStateProvider({ children, initial }: { children: ReactNode; initial?: FormState }) {
  const [state, dispatch] = useReducer(reducer, initial, (given) => given ?? loadFormState());
  useEffect(() => saveFormState(state), [state]);
  const store = useMemo(() => ({ state, dispatch }), [state]);
  return <FormStateContext.Provider value={store}>{children}</FormStateContext.Provider>;
}

export function useFormStore(): FormStore {
  const store = useContext(FormStateContext);
  if (!store) throw new Error('useFormStore needs a <FormStateProvider> above it');
  return store;
}

/** The current copy (create or amendment) and the dispatcher. */
export function useFormCopy(): { copy: FormCopy; state: FormState; dispatch: (action: FormAction) => void } {
  const { state, dispatch } = useFormStore();
  return { copy: state[state.current], state, dispatch };
}
