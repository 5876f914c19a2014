import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  areaActions,
  areaNames,
  entityNames,
  stateOf,
  toggleAll,
  toggleOne,
  words,
  type Catalogue,
  type CheckState,
} from './permission-matrix';

interface Props {
  catalogue: Catalogue;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  readOnly?: boolean;
}

const boxProps = (state: CheckState) => ({ checked: state === 'all', indeterminate: state === 'some' });

/**
 * The permission matrix: one table per area (with its "select all"), one row per entity
 * (with its "select all"), one checkbox per action. Only renders; the maths are in permission-matrix.ts.
 */
export function PermissionMatrix({ catalogue, selected, onChange, readOnly }: Props) {
  const translate = useTranslate();
  const action = (a: string) => translate(`userManagement.actions.${a}`, { _: words(a) });
  const label = (kind: 'areas' | 'entities', name: string) =>
    translate(`userManagement.${kind}.${name}`, { _: words(name) });
  const selectAll = translate('userManagement.roles.selectAll');
  return (
    <Box role="group" aria-label={translate('userManagement.roles.permissions')}>
      {catalogue.areas.map((area) => {
        const actions = areaActions(area);
        const areaLabel = label('areas', area.area);
        return (
          // overflowX: a phone scrolls a wide area's table inside the dialog, not the dialog itself.
          <Box key={area.area} component="section" aria-label={areaLabel} sx={{ mb: 2, overflowX: 'auto' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Checkbox
                size="small"
                disabled={readOnly}
                {...boxProps(stateOf(selected, areaNames(area)))}
                onChange={() => onChange(toggleAll(selected, areaNames(area)))}
                slotProps={{ input: { 'aria-label': `${selectAll}: ${areaLabel}` } }}
              />
              <Typography variant="subtitle2" component="h3">
                {areaLabel}
              </Typography>
            </Box>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('userManagement.roles.entity')}</TableCell>
                  {actions.map((a) => (
                    <TableCell key={a} align="center">
                      {action(a)}
                    </TableCell>
                  ))}
                  <TableCell align="center">{selectAll}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {area.entities.map((entity) => {
                  const entityLabel = label('entities', entity.entity);
                  return (
                    <TableRow key={entity.entity} hover>
                      <TableCell>{entityLabel}</TableCell>
                      {actions.map((a) => {
                        const permission = entity.permissions.find((p) => p.action === a);
                        return (
                          <TableCell key={a} align="center" padding="checkbox">
                            {permission && (
                              <Checkbox
                                size="small"
                                disabled={readOnly}
                                checked={selected.has(permission.name)}
                                onChange={() => onChange(toggleOne(selected, permission.name))}
                                slotProps={{
                                  input: { 'aria-label': `${entityLabel}: ${action(a)}`, title: permission.name },
                                }}
                              />
                            )}
                          </TableCell>
                        );
                      })}
                      <TableCell align="center" padding="checkbox">
                        <Checkbox
                          size="small"
                          disabled={readOnly}
                          {...boxProps(stateOf(selected, entityNames(entity)))}
                          onChange={() => onChange(toggleAll(selected, entityNames(entity)))}
                          slotProps={{ input: { 'aria-label': `${selectAll}: ${entityLabel}` } }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </Box>
  );
}
