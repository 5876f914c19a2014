import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  gateSteps,
  initialWizard,
  openStep,
  submitWizard,
  type WizardTracking,
} from '@domain/reservations/wizard-steps.js';

const marks = (t: WizardTracking) =>
  t.steps.map((s) => `${s.id}${s.disabled ? 'x' : ''}${s.completed ? '✓' : ''}`).join(' ');
const all = { request: true, travelPlan: true, passengers: true };

describe('wizard steps (spec §2)', () => {
  it('starts at step 1 with steps 1 to 4 enabled, none completed, and step 5 disabled', () => {
    const start = initialWizard();
    expect(start.currentStep).toBe(1);
    expect(start.steps.map((s) => s.label)).toEqual([
      'Request',
      'Travel Plan',
      'Transportations',
      'Passengers',
      'Complete',
    ]);
    expect(marks(start)).toBe('1 2 3 4 5x');
  });

  it('marks step 3 done once it holds valid entries (the spec leaves it unmarked), never step 5', () => {
    expect(marks(gateSteps(initialWizard(), all))).toBe('1✓ 2✓ 3 4✓ 5');
    expect(marks(gateSteps(initialWizard(), { ...all, transportations: true }))).toBe('1✓ 2✓ 3✓ 4✓ 5');
    // Not while the plan it depends on is not done.
    expect(marks(gateSteps(initialWizard(), { ...all, travelPlan: false, transportations: true }))).toBe(
      '1✓ 2 3x 4x 5x',
    );
  });

  it('enables step 2 only once step 1 is valid, and steps 3 and 4 once steps 1 and 2 are', () => {
    expect(marks(gateSteps(initialWizard(), { request: false, travelPlan: false, passengers: false }))).toBe(
      '1 2x 3x 4x 5x',
    );
    expect(marks(gateSteps(initialWizard(), { request: true, travelPlan: false, passengers: false }))).toBe(
      '1✓ 2 3x 4x 5x',
    );
    expect(marks(gateSteps(initialWizard(), { request: true, travelPlan: true, passengers: false }))).toBe(
      '1✓ 2✓ 3 4 5x',
    );
  });

  it('keeps step 5 disabled until steps 1, 2 and 4 are valid', () => {
    expect(marks(gateSteps(initialWizard(), { request: false, travelPlan: true, passengers: true }))).toBe(
      '1 2x 3x 4x 5x',
    );
    expect(marks(gateSteps(initialWizard(), { request: true, travelPlan: false, passengers: true }))).toBe(
      '1✓ 2 3x 4x 5x',
    );
    expect(marks(gateSteps(initialWizard(), all))).toBe('1✓ 2✓ 3 4✓ 5');
  });

  it('never marks steps 3 and 5 completed', () => {
    const steps = gateSteps(initialWizard(), all).steps;
    expect(steps[2]).toMatchObject({ completed: false, disabled: false });
    expect(steps[4]).toMatchObject({ completed: false, disabled: false });
  });

  it('opens only enabled steps, and steps back when the current one becomes disabled', () => {
    let t = gateSteps(initialWizard(), all);
    t = openStep(t, 4);
    expect(t.currentStep).toBe(4);
    expect(openStep(gateSteps(t, { ...all, passengers: false }), 5).currentStep).toBe(4);
    expect(canOpenStep(gateSteps(t, { ...all, passengers: false }), 5)).toBe(false);
    // Step 1 cleared (agency removed) while on step 4: back to step 1, the only one left open.
    expect(gateSteps(t, { request: false, travelPlan: true, passengers: true }).currentStep).toBe(1);
    expect(openStep(t, 9).currentStep).toBe(4);
  });

  it('moves to step 6 with every step disabled on submission, and a new request starts over', () => {
    const done = submitWizard(openStep(gateSteps(initialWizard(), all), 5));
    expect(done.currentStep).toBe(6);
    expect(done.steps.every((s) => s.disabled)).toBe(true);
    expect(canOpenStep(done, 1)).toBe(false);
    expect(gateSteps(done, all)).toBe(done);
    expect(initialWizard()).toEqual({ currentStep: 1, steps: initialWizard().steps });
    expect(marks(initialWizard())).toBe('1 2 3 4 5x');
  });
});
