import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DateRangeInputs, useAppliedForm, useOptions } from '@admin/primitives';
import type { ChartsFormValues } from './useCharts';

const EMPTY: ChartsFormValues = { agencyId: '', fromDate: '', toDate: '' };

interface Props {
  /** The search applied (the URL's): the form starts from it and follows it (Back, a link). */
  applied: ChartsFormValues;
  /** Company users may narrow to one agency; an agency user's figures are always theirs. */
  chooseAgency: boolean;
  onApply: (values: ChartsFormValues) => void;
}

/** The report's filters: Agency (all by default), From Date, To Date; Clear Filter and Search. */
export function ChartsFilters({ applied, chooseAgency, onApply }: Props) {
  const translate = useTranslate();
  const agencies = useOptions<{ id: number; title: string }>('agency', { enabled: chooseAgency });
  const { form, setForm, set } = useAppliedForm(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const clear = () => {
    setForm(EMPTY);
    onApply(EMPTY);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('financeCharts.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1.5, alignItems: 'flex-start' }}
    >
      {chooseAgency && (
        <TextField
          select
          size="small"
          id="charts-agency"
          label={translate('financeCharts.agency')}
          value={agencies?.some((a) => String(a.id) === form.agencyId) ? form.agencyId : ''}
          onChange={(e) => set('agencyId')(e.target.value)}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{translate('financeCharts.allAgencies')}</MenuItem>
          {(agencies ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateRangeInputs
        idPrefix="charts"
        from={form.fromDate}
        to={form.toDate}
        fromLabel={translate('financeCharts.fromDate')}
        toLabel={translate('financeCharts.toDate')}
        onFrom={set('fromDate')}
        onTo={set('toDate')}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={clear}>
          {translate('financeCharts.clear')}
        </Button>
        <Button variant="contained" type="submit">
          {translate('financeCharts.searchButton')}
        </Button>
      </Box>
    </Box>
  );
}
