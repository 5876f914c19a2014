/** Step 1 (Request): the agency (company users choose it; agency users see theirs) and the request type. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REQUEST_TYPE, REQUEST_TYPE_NAMES, isOfferedRequestType } from '@domain/reservations/request-types';
import { pickers, usePicker, type Option } from './pickers';
import { numberOrNull, useErrorText, useWizardText } from './text';
import type { FieldErrors } from './validate-body';
import Alert from '@mui/material/Alert';
import type { Wizard } from './useWizard';

export function RequestStep({
  wizard,
  fixed = false,
  errors,
}: {
  wizard: Wizard;
  fixed?: boolean;
  errors: FieldErrors;
}) {
  const t = useWizardText();
  const errorText = useErrorText();
  const agencies = usePicker<Option>(pickers.agencies);
  const { copy, dispatch, ownAgency, agencyId } = wizard;
  const general = copy.generalDetails;
  const agencyName = agencies.find((a) => a.id === agencyId)?.title ?? '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {Object.entries(errors).map(([path, m]) => (
        <Alert key={path} severity="error">
          {errorText(m)}
        </Alert>
      ))}
      {ownAgency !== null || fixed ? (
        <TextField
          label={t('agency')}
          value={agencyName}
          slotProps={{ input: { readOnly: true } }}
          helperText={fixed ? undefined : t('ownAgency')}
        />
      ) : (
        <TextField
          select
          label={t('agency')}
          required
          value={general.agencyId ?? ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          onChange={(e) => dispatch({ type: 'setGeneral', general: { agencyId: numberOrNull(e.target.value) } })}
        >
          <option value="">{t('chooseAgency')}</option>
          {agencies.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </TextField>
      )}
      <FormControl disabled={fixed}>
        <FormLabel id="request-type-label">{t('requestType')}</FormLabel>
        <RadioGroup
          aria-labelledby="request-type-label"
          value={String(general.requestType)}
          onChange={(e) => {
            const type = Number(e.target.value);
            if (isOfferedRequestType(type)) dispatch({ type: 'setGeneral', general: { requestType: type } });
          }}
        >
          {Object.values(REQUEST_TYPE).map((type) => (
            <FormControlLabel
              key={type}
              value={String(type)}
              control={<Radio />}
              disabled={!isOfferedRequestType(type) || fixed}
              label={`${REQUEST_TYPE_NAMES[type]} · ${t(`types.${type}`)}`}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{t('otaNotOffered')}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
