/**
 * Step 3 (Transportations): the entries of the request (add, edit, select, remove, reset, §4) and
 * the form of the selected or new one (the entries a card each on a phone, as lists show them); a preset transportation detail fills the form in one pick.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormat } from '@admin/i18n';
import { CardsOnPhone, RowActions } from '@admin/primitives';
import { pickers, usePicker, type Option, type Station } from './pickers';
import { TransportationForm } from './TransportationForm';
import { useErrorText, useWizardText } from './text';
import type { Wizard } from './useWizard';
import type { FieldErrors } from './validate-body';

export function TransportationsStep({
  wizard,
  errors,
  documents,
}: {
  wizard: Wizard;
  errors: FieldErrors;
  documents?: ReactNode;
}) {
  const t = useWizardText();
  const format = useFormat();
  const errorText = useErrorText();
  const { copy, dispatch } = wizard;
  const { list, currentId } = copy.transportations;
  const types = usePicker<Option>(pickers.transportationTypes);
  const providers = usePicker<Option>(pickers.providers);
  const stations = usePicker<Station>(pickers.stations);
  const name = (rows: Option[], id: number | null) => rows.find((r) => r.id === id)?.title ?? '';
  const selected = list.find((x) => x.uniqueIdentifier === currentId);
  return (
    <Stack spacing={3}>
      {Object.entries(errors).map(([path, messages]) => {
        const n = Number(/^requestTransportations\[(\d+)\]/.exec(path)?.[1] ?? -1) + 1;
        return (
          <Alert key={path} severity="error">
            {n > 0 ? `${t('transportationN', { n })}: ` : ''}
            {errorText(messages)}
          </Alert>
        );
      })}
      <TransportationForm key={currentId ?? 'new'} wizard={wizard} editing={selected} />
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
            {t('transportations')}
          </Typography>
          <Button
            color="inherit"
            disabled={list.length === 0}
            onClick={() => dispatch({ type: 'resetTransportations' })}
          >
            {t('resetTransportations')}
          </Button>
        </Stack>
        <CardsOnPhone>
          <Table size="small" aria-label={t('transportations')}>
            <TableHead>
              <TableRow>
                {['type', 'provider', 'refNumber', 'from', 'to', 'departure', 'arrival', 'passengers'].map((c) => (
                  <TableCell key={c}>{t(`transport.${c}`)}</TableCell>
                ))}
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9} align="center">
                    {t('noTransportations')}
                  </TableCell>
                </TableRow>
              )}
              {list.map((x) => (
                <TableRow key={x.uniqueIdentifier} selected={x.uniqueIdentifier === currentId}>
                  <TableCell>{name(types, x.typeId)}</TableCell>
                  <TableCell>{name(providers, x.airlineProviderId)}</TableCell>
                  <TableCell>{x.flightNumberId}</TableCell>
                  <TableCell>{name(stations, x.originStationId)}</TableCell>
                  <TableCell>{name(stations, x.destinationStationId)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format.dayAndTime(x.departureDate, x.departureTime)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dayAndTime(x.arrivalDate, x.arrivalTime)}</TableCell>
                  <TableCell>
                    {x.adults} + {x.child}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowActions
                      onEdit={() => dispatch({ type: 'selectTransportation', id: x.uniqueIdentifier })}
                      onDelete={() => dispatch({ type: 'removeTransportation', id: x.uniqueIdentifier })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardsOnPhone>
      </Box>
      {documents}
    </Stack>
  );
}
