import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RequestView } from '../detail-api';
import type { Option } from '../useLookupOptions';
import { fieldError, UpdateDialog, type UpdateDialogProps } from './UpdateDialog';

interface Props extends Omit<UpdateDialogProps, 'run' | 'children'> {
  /** The ids the destination holds now. */
  selected: number[];
  /** What may be chosen (the city's excursions, the tour services); undefined while loading. */
  options: Option[] | undefined;
  /** Names of the chosen items the options may not list (kept visible). */
  names: Record<number, string | null | undefined>;
  /** Field paths of the server's errors for this list. */
  errorPaths: string[];
  send: (ids: number[]) => Promise<RequestView>;
}

/** The excursions or tour services of one destination, chosen as a whole (replaces the destination's list). */
export function DestinationItemsDialog({ selected, options, names, errorPaths, send, ...dialog }: Props) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(() => new Set(selected));
  const listed = [
    ...(options ?? []),
    ...selected.filter((id) => !options?.some((o) => o.id === id)).map((id) => ({ id, label: names[id] || `#${id}` })),
  ];
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <UpdateDialog {...dialog} run={() => send(listed.map((o) => o.id).filter((id) => chosen.has(id)))}>
      {(errors) => {
        const { helperText } = fieldError(errors, ...errorPaths);
        return (
          <>
            {options && listed.length === 0 && (
              <Typography color="text.secondary">{translate('reservationDetail.nothingToChoose')}</Typography>
            )}
            <FormGroup>
              {listed.map((o) => (
                <FormControlLabel
                  key={o.id}
                  label={o.label}
                  control={<Checkbox checked={chosen.has(o.id)} onChange={() => toggle(o.id)} />}
                />
              ))}
            </FormGroup>
            {helperText && <FormHelperText error>{helperText}</FormHelperText>}
          </>
        );
      }}
    </UpdateDialog>
  );
}
