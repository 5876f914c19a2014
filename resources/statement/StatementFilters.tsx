import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DateRangeInputs, useAppliedForm, useOptions } from '@admin/primitives';

export interface StatementFormValues {
  agencyId: string;
  fromDate: string;
  toDate: string;
  search: string;
}

export const EMPTY_FORM: StatementFormValues = { agencyId: '', fromDate: '', toDate: '', search: '' };

interface Props {
  /** The search applied (the URL's): the form starts from it and follows it (Back, a link). */
  applied: StatementFormValues;
  /** Company users choose the agency; an agency user's is theirs (no dropdown). */
  chooseAgency: boolean;
  onApply: (values: StatementFormValues) => void;
}

/**
 * §2.7's filters: Agency (required: 'Agency is required.' once touched, and nothing is sent while
 * it is missing), Search, From Date, To Date (each sent as itself), Clear Filter and Search.
 */
export function StatementFilters({ applied, chooseAgency, onApply }: Props) {
  const translate = useTranslate();
  const agencies = useOptions<{ id: number; title: string }>('agency', { enabled: chooseAgency });
  const { form, setForm, set } = useAppliedForm(applied);
  const [touched, setTouched] = useState(false);
  const missingAgency = chooseAgency && !form.agencyId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingAgency) return;
    onApply(form);
  };
  const clear = () => {
    setTouched(false);
    const cleared = { ...EMPTY_FORM, agencyId: chooseAgency ? '' : form.agencyId };
    setForm(cleared);
    onApply(cleared);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('statement.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' }}
    >
      {chooseAgency && (
        <TextField
          select
          required
          size="small"
          id="statement-agency"
          label={translate('statement.agency')}
          value={agencies?.some((a) => String(a.id) === form.agencyId) ? form.agencyId : ''}
          onChange={(e) => set('agencyId')(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missingAgency}
          helperText={touched && missingAgency ? translate('statement.agencyRequired') : ' '}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
          slotProps={{ select: { onClose: () => setTouched(true) } }}
        >
          {(agencies ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        id="statement-search"
        label={translate('statement.search')}
        value={form.search}
        onChange={(e) => set('search')(e.target.value)}
        helperText=" "
        sx={{ minWidth: 200, flex: '1 1 200px' }}
      />
      <DateRangeInputs
        idPrefix="statement"
        from={form.fromDate}
        to={form.toDate}
        fromLabel={translate('statement.fromDate')}
        toLabel={translate('statement.toDate')}
        onFrom={set('fromDate')}
        onTo={set('toDate')}
        helperText=" "
      />
      <Box sx={{ display: 'flex', gap: 1, pt: 0.25 }}>
        <Button variant="outlined" onClick={clear}>
          {translate('statement.clear')}
        </Button>
        <Button variant="contained" type="submit">
          {translate('statement.searchButton')}
        </Button>
      </Box>
    </Box>
  );
}
