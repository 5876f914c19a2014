/**
 * Step 2 (Travel Plan): the destinations, ordered by check-in (§4); the current one open with its
 * hotels, rooms, excursions and tour services (DestinationDetails), the others summarised. Errors
 * come by field path: those of a destination go to its card.
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { blankDestination } from '@domain/reservations/form-state';
import { roomLimitMessage } from '@domain/reservations/room-limit';
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
  // The room limit shows at once (the user just added the room too many); what is missing shows at
  // its field once touched or after Next (the wizard's `errors`, step-errors.ts).
  const overLimit = new Set(
    travelPlanProblems(plan, copy.generalDetails.requestType)
      .filter((p) => p.rule === 'too-many-rooms')
      .map((p) => p.index),
  );
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
          problems={overLimit.has(index) ? [roomLimitMessage(copy.generalDetails.requestType, lang)] : []}
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
