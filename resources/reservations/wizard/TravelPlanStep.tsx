/**
 * Step 2 (Travel Plan): the destinations, ordered by check-in (§4); the current one open with its
 * hotels, rooms, excursions and tour services (DestinationDetails), the others summarised.
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { blankDestination } from '@domain/reservations/form-state';
import { roomLimitMessage } from '@domain/reservations/room-limit';
import { checkOutMessages } from '@domain/reservations/stay-dates';
import { travelPlanProblems } from '@domain/reservations/step-validity';
import { useLang } from '@admin/i18n/useLang';
import { newId } from '../form-state/persist';
import { DestinationCard } from './DestinationCard';
import { useWizardText } from './text';
import type { Wizard } from './useWizard';
import type { FieldErrors } from './validate-body';

export function TravelPlanStep({ wizard, errors }: { wizard: Wizard; errors: FieldErrors }) {
  const t = useWizardText();
  const lang = useLang();
  const { copy, dispatch, plan } = wizard;
  const problems = travelPlanProblems(plan, copy.generalDetails.requestType);
  const problemText = (rule: string) =>
    rule === 'nothing-booked'
      ? t('nothingBooked')
      : rule === 'check-out-not-after-check-in'
        ? checkOutMessages[lang]
        : roomLimitMessage(copy.generalDetails.requestType, lang);
  return (
    <Stack spacing={2}>
      {copy.destinations.destinations.length === 0 && <Alert severity="info">{t('noDestination')}</Alert>}
      {copy.destinations.destinations.map((destination, index) => (
        <DestinationCard
          key={destination.uniqueIdentifier}
          wizard={wizard}
          destination={destination}
          index={index}
          current={destination.uniqueIdentifier === copy.destinations.currentId}
          problems={problems.filter((p) => p.index === index).map((p) => problemText(p.rule))}
          errors={Object.fromEntries(
            Object.entries(errors).filter(([path]) => path.startsWith(`requestDestinations[${index}]`)),
          )}
        />
      ))}
      <div>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => dispatch({ type: 'addDestination', destination: blankDestination(newId()) })}
        >
          {t('addDestination')}
        </Button>
      </div>
    </Stack>
  );
}
