/**
 * The wizard's controller (style example 7: controller and view apart): the current copy's
 * validity, the gated steps (src/domain/reservations/wizard-steps.ts), the current agency and
 * the moves between steps. The step components only render.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLang } from '@admin/i18n/useLang';
import { getClaims } from '@admin/session/token-store';
import {
  currentAgencyId,
  passengersStepValid,
  requestStepValid,
  transportationsStepValid,
  travelPlanStepValid,
} from '@domain/reservations/step-validity';
import { fromFormDestination } from '@domain/reservations/travel-plan';
import { gateSteps, openStep, SUBMITTED_STEP } from '@domain/reservations/wizard-steps';
import { useFormCopy } from '../form-state/FormStateProvider';
import { shownProblems, stepProblems, touchedKeys } from './step-errors';

/** The signed-in user's agency (agency users), or null for company users. */
export function userAgencyId(): number | null {
  const value = getClaims()?.agencyId;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function useWizard() {
  const { copy, dispatch } = useFormCopy();
  const ownAgency = userAgencyId();
  const agencyId = currentAgencyId(ownAgency, copy.generalDetails.agencyId);
  const plan = useMemo(() => copy.destinations.destinations.map(fromFormDestination), [copy.destinations]);
  const validity = useMemo(
    () => ({
      request: requestStepValid({ agencyId, requestType: copy.generalDetails.requestType }),
      travelPlan: travelPlanStepValid(plan, copy.generalDetails.requestType),
      passengers: passengersStepValid(copy.passengers),
      transportations: transportationsStepValid(copy.transportations.list),
    }),
    [agencyId, copy.generalDetails.requestType, plan, copy.passengers, copy.transportations.list],
  );
  const tracking = useMemo(() => gateSteps(copy.tracking, validity), [copy.tracking, validity]);

  // Keep the stored tracking in step with the rules (a step made invalid closes the ones after it).
  useEffect(() => {
    if (JSON.stringify(tracking) !== JSON.stringify(copy.tracking)) dispatch({ type: 'setTracking', tracking });
  }, [tracking, copy.tracking, dispatch]);

  // An agency user's request is theirs: once something is planned the form holds their agency (§3 "ongoing request").
  useEffect(() => {
    if (ownAgency !== null && copy.generalDetails.agencyId !== ownAgency && copy.destinations.destinations.length > 0) {
      dispatch({ type: 'setGeneral', general: { agencyId: ownAgency } });
    }
  }, [ownAgency, copy.generalDetails.agencyId, copy.destinations.destinations.length, dispatch]);

  // What is missing shows where it is once its field was touched or Next was pressed on its step.
  const lang = useLang();
  const problems = useMemo(() => stepProblems(copy, plan, agencyId, lang), [copy, plan, agencyId, lang]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set());
  const previousCopy = useRef(copy);
  useEffect(() => {
    const changed = touchedKeys(previousCopy.current, copy);
    previousCopy.current = copy;
    if (changed.some((key) => !touched.has(key))) setTouched(new Set([...touched, ...changed]));
  }, [copy, touched]);
  const reveal = useCallback((step: number) => setRevealed((shown) => new Set([...shown, step])), []);
  const shown = useMemo(() => shownProblems(problems, revealed, touched), [problems, revealed, touched]);
  const stepBlocked = (step: number) =>
    problems.some((p) => p.step === step) ||
    (step === 1 && !validity.request) ||
    (step === 2 && !validity.travelPlan) ||
    (step === 4 && !validity.passengers);

  const open = useCallback(
    (id: number) => dispatch({ type: 'setTracking', tracking: openStep(tracking, id) }),
    [dispatch, tracking],
  );
  const nextEnabled = tracking.steps.find((s) => s.id > tracking.currentStep && !s.disabled)?.id;
  const previousEnabled = [...tracking.steps].reverse().find((s) => s.id < tracking.currentStep && !s.disabled)?.id;

  return {
    copy,
    dispatch,
    tracking,
    validity,
    plan,
    agencyId,
    ownAgency,
    submitted: tracking.currentStep === SUBMITTED_STEP,
    open,
    next: nextEnabled,
    previous: previousEnabled,
    /** The problems shown now, by field path (touched fields and revealed steps). */
    shown,
    /** Shows every problem of a step (Next or Submit pressed on it). */
    reveal,
    /** Whether Next may leave the step: nothing in it is missing or wrong. */
    stepBlocked,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
