/**
 * The wizard's steps, their gating and completion marks (spec §2 "Reservation request wizard",
 * §3 "Wizard step", §9): five steps; the current step starts at 1; steps 1 to 4 start enabled
 * and not completed, step 5 starts disabled; step 2 needs step 1 valid, steps 3 and 4 need
 * steps 1 and 2, step 5 needs 1, 2 and 4; steps 1, 2 and 4 show completed when valid, 5 never;
 * 3 (optional) when it holds valid entries, where the spec leaves it never marked: an unmarked
 * step reads as unfinished to a user who filled it (step-validity.ts); a submission moves to step 6 with every step disabled; a new request starts over.
 */
export const STEP_LABELS = ['Request', 'Travel Plan', 'Transportations', 'Passengers', 'Complete'] as const;

/** §9: the index after a submission. */
export const SUBMITTED_STEP = 6;

export interface WizardStep {
  id: number;
  label: (typeof STEP_LABELS)[number];
  completed: boolean;
  disabled: boolean;
}

export interface WizardTracking {
  currentStep: number;
  steps: WizardStep[];
}

/** Validity of the steps that gate others (step-validity.ts). */
export interface StepValidity {
  request: boolean;
  travelPlan: boolean;
  passengers: boolean;
  /** Step 3 holds entries, all valid: it shows completed (it gates nothing). */
  transportations?: boolean;
}

/** The start, and what a new request resets to. */
export function initialWizard(): WizardTracking {
  return {
    currentStep: 1,
    steps: STEP_LABELS.map((label, i) => ({ id: i + 1, label, completed: false, disabled: i === 4 })),
  };
}

/**
 * The steps for the current validity. When the current step becomes disabled (step 1 made
 * invalid while on step 4), the current step moves back to the last enabled one before it.
 * After a submission nothing changes until a new request.
 */
export function gateSteps(tracking: WizardTracking, valid: StepValidity): WizardTracking {
  if (tracking.currentStep === SUBMITTED_STEP) return tracking;
  const planned = valid.request && valid.travelPlan;
  const disabled = [false, !valid.request, !planned, !planned, !(planned && valid.passengers)];
  const completed = [valid.request, valid.travelPlan, valid.transportations === true, valid.passengers, false];
  const steps = tracking.steps.map((step, i) => ({
    ...step,
    disabled: disabled[i],
    completed: completed[i] && !disabled[i],
  }));
  let currentStep = tracking.currentStep;
  while (currentStep > 1 && steps[currentStep - 1].disabled) currentStep -= 1;
  return { currentStep, steps };
}

/** Whether the user may open a step (a click on the stepper, Next/Back). */
export function canOpenStep(tracking: WizardTracking, id: number): boolean {
  const step = tracking.steps.find((s) => s.id === id);
  return step !== undefined && !step.disabled;
}

/** Opens a step when it is enabled; otherwise the tracking is unchanged. */
export function openStep(tracking: WizardTracking, id: number): WizardTracking {
  return canOpenStep(tracking, id) ? { ...tracking, currentStep: id } : tracking;
}

/** §2: a submission moves to step 6 with every step disabled (completion marks stay). */
export function submitWizard(tracking: WizardTracking): WizardTracking {
  return { currentStep: SUBMITTED_STEP, steps: tracking.steps.map((step) => ({ ...step, disabled: true })) };
}
