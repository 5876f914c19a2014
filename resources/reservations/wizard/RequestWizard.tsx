/**
 * The reservation request wizard (spec §2): five steps with their gating and completion marks,
 * over the current copy of the form state (create or amendment). Who submits, and how, is the
 * page's: `onSubmit` receives the body (checked against the request schema first) and answers
 * field errors to show, or nothing.
 * @example <FormStateProvider><RequestWizard copy="amendment" fixedGeneral submitLabel="…" onSubmit={send} /></FormStateProvider>
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toRequestBody } from '@domain/reservations/request-body';
import type { RequestBody } from '@domain/reservations/request-schema';
import { CompleteStep } from './CompleteStep';
import { PassengersStep } from './PassengersStep';
import { RequestStep } from './RequestStep';
import { TransportationsStep } from './TransportationsStep';
import { TravelPlanStep } from './TravelPlanStep';
import { useWizardText } from './text';
import { useWizard } from './useWizard';
import { bodyErrors, errorsOfStep, stepOfField, type FieldErrors } from './validate-body';

interface Props {
  /** Agency and type fixed (an amendment keeps the request's). */
  fixedGeneral?: boolean;
  title: string;
  submitLabel: string;
  /** Sends the body; answers the field errors of a refused body (shown by their step), or nothing. */
  onSubmit: (body: RequestBody) => Promise<FieldErrors | void>;
  /** Shown instead of the steps once submitted (step 6). */
  summary?: ReactNode;
  /** The documents of step 3 (transport tickets): files held until submission, or the stored request's panel. */
  transportDocuments?: ReactNode;
  /** The names of those files, for the Complete step's summary. */
  documentNames?: readonly string[];
}

export function RequestWizard({
  fixedGeneral = false,
  title,
  submitLabel,
  onSubmit,
  summary,
  transportDocuments,
  documentNames,
}: Props) {
  const t = useWizardText();
  const wizard = useWizard();
  const { tracking, open, next, previous, submitted } = wizard;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const current = tracking.currentStep;
  const { reveal, stepBlocked } = wizard;

  // After a move, where the eye goes: a new step opens at its top (its heading focused, so a
  // screen reader reads it); a refused Next goes to the first thing missing, shown where it is.
  const topRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<{ target: 'heading' | 'problem'; n: number } | null>(null);
  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'heading') {
      topRef.current?.scrollIntoView?.({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
      return;
    }
    const first = sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error, [role="alert"]');
    if (!first) return;
    const field = first.matches('input, select, textarea')
      ? first
      : (first.closest('.MuiFormControl-root')?.querySelector<HTMLElement>('input, select, textarea') ?? first);
    field.scrollIntoView?.({ block: 'center' });
    if (field === first && !first.matches('input, select, textarea')) first.tabIndex = -1;
    field.focus({ preventScroll: true });
  }, [focus]);

  const goTo = (step: number) => {
    open(step);
    setFocus((f) => ({ target: 'heading', n: (f?.n ?? 0) + 1 }));
  };
  const goNext = () => {
    if (stepBlocked(current) || next === undefined) {
      reveal(current);
      setFocus((f) => ({ target: 'problem', n: (f?.n ?? 0) + 1 }));
      return;
    }
    goTo(next);
  };

  const submit = async () => {
    const body = toRequestBody(wizard.copy, wizard.agencyId);
    const found = bodyErrors(body);
    setErrors(found);
    if (Object.keys(found).length) {
      const step = Math.min(...Object.keys(found).map(stepOfField));
      reveal(step);
      open(step);
      setFocus((f) => ({ target: 'problem', n: (f?.n ?? 0) + 1 }));
      return;
    }
    setSubmitting(true);
    try {
      const refused = await onSubmit(body);
      setErrors(refused ?? {});
      if (refused && Object.keys(refused).length) {
        open(Math.min(...Object.keys(refused).map(stepOfField)));
        setFocus((f) => ({ target: 'problem', n: (f?.n ?? 0) + 1 }));
      }
    } finally {
      setSubmitting(false);
    }
  };

  // The server's (or the submit check's) messages first; what is missing, where shown, beside them.
  const stepErrors = (step: number) => ({ ...errorsOfStep(wizard.shown, step), ...errorsOfStep(errors, step) });
  return (
    <Box ref={topRef} sx={{ p: { xs: 1, sm: 2 }, scrollMarginTop: 64 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Stepper
            nonLinear
            alternativeLabel
            activeStep={current - 1}
            sx={{ mb: 3, '& .MuiStepLabel-label:not(.Mui-active)': { display: { xs: 'none', sm: 'block' } } }}
          >
            {tracking.steps.map((step) => (
              <Step key={step.id} completed={step.completed} disabled={step.disabled}>
                <StepButton
                  onClick={() => goTo(step.id)}
                  aria-current={step.id === current ? 'step' : undefined}
                  optional={
                    Object.keys(stepErrors(step.id)).length ? (
                      <Typography variant="caption" color="error">
                        {t('hasErrors')}
                      </Typography>
                    ) : undefined
                  }
                >
                  {t(`steps.${step.id}`)}
                </StepButton>
              </Step>
            ))}
          </Stepper>
          {submitted ? (
            summary
          ) : (
            <Box component="section" ref={sectionRef} aria-label={t(`steps.${current}`)}>
              <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
                {t(`steps.${current}`)}
              </Typography>
              {current === 1 && <RequestStep wizard={wizard} fixed={fixedGeneral} errors={stepErrors(1)} />}
              {current === 2 && <TravelPlanStep wizard={wizard} errors={stepErrors(2)} />}
              {current === 3 && (
                <TransportationsStep wizard={wizard} errors={stepErrors(3)} documents={transportDocuments} />
              )}
              {current === 4 && <PassengersStep wizard={wizard} errors={stepErrors(4)} />}
              {current === 5 && (
                <CompleteStep
                  wizard={wizard}
                  errors={stepErrors(5)}
                  submitting={submitting}
                  submitLabel={submitLabel}
                  onSubmit={() => void submit()}
                  onEdit={goTo}
                  documentNames={documentNames}
                />
              )}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 1 }}>
                <Button
                  color="inherit"
                  disabled={previous === undefined}
                  onClick={() => previous !== undefined && goTo(previous)}
                >
                  {t('back')}
                </Button>
                {current < 5 && (
                  <Button variant="contained" onClick={goNext}>
                    {t('next')}
                  </Button>
                )}
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
