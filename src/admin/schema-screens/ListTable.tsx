import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo, type ReactNode } from 'react';
import { useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import type { ColumnAnnotation, EntitySchema, Lang } from '@schema/types.js';
import { CellValue, columnLabel } from './cells.js';
import { RowActions } from '../primitives/RowActions.js';

/** A column beyond the schema's (e.g. the trash's "Deleted"), after them. */
export interface ExtraColumn {
  key: string;
  label: string;
  render: (row: RaRecord) => ReactNode;
}

interface Props {
  schema: EntitySchema;
  lang: Lang;
  rows: RaRecord[] | undefined;
  loaded: boolean;
  sort: SortPayload;
  /** Headers sort the list when given; plain text otherwise (the trash keeps its own order). */
  setSort?: (sort: SortPayload) => void;
  extraColumns?: ExtraColumn[];
  /** Shown per row when given (the user may add/update). */
  onEdit?: (row: RaRecord) => void;
  /** Shown per row when given (the user may delete). */
  onDelete?: (row: RaRecord) => void;
  /** Shown per row when given (the schema has a read-only detail page). */
  onView?: (row: RaRecord) => void;
  /** Shown per row when given: the row's audit entries. */
  onHistory?: (row: RaRecord) => void;
  /** Shown per row when given (a trash row). */
  onRestore?: (row: RaRecord) => void;
}

/** Amounts line up on their decimals: a money column is right-aligned. */
const alignOf = (column: ColumnAnnotation) => (column.format === 'money' ? 'right' : undefined);

type RowProps = Pick<Props, 'schema' | 'lang' | 'onEdit' | 'onDelete' | 'onView' | 'onHistory' | 'onRestore'> & {
  row: RaRecord;
  extraColumns: ExtraColumn[];
  hasActions: boolean;
};

/**
 * One row: memoised, so a table rendered again with the same rows (a sort header's state, the
 * list's loading line) renders no row again, and a refetch renders only the rows that changed.
 */
const ListRow = memo(function ListRow({
  row,
  schema,
  lang,
  extraColumns,
  hasActions,
  onEdit,
  onDelete,
  onView,
  onHistory,
  onRestore,
}: RowProps) {
  return (
    <TableRow hover>
      {schema.resource.list.columns.map((column) => (
        <TableCell key={column.field} align={alignOf(column)}>
          <CellValue column={column} value={row[column.field]} lang={lang} schema={schema} />
        </TableCell>
      ))}
      {extraColumns.map((column) => (
        <TableCell key={column.key}>{column.render(row)}</TableCell>
      ))}
      {hasActions && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <RowActions
            onView={onView && (() => onView(row))}
            onEdit={onEdit && (() => onEdit(row))}
            onHistory={onHistory && (() => onHistory(row))}
            onRestore={onRestore && (() => onRestore(row))}
            onDelete={onDelete && (() => onDelete(row))}
          />
        </TableCell>
      )}
    </TableRow>
  );
});

const NO_EXTRA_COLUMNS: ExtraColumn[] = [];

/** The list table: the schema's columns with sortable headers, extra columns, then the Action column. */
function ListTableView({
  schema,
  lang,
  rows,
  loaded,
  sort,
  setSort,
  extraColumns = NO_EXTRA_COLUMNS,
  onEdit,
  onDelete,
  onView,
  onHistory,
  onRestore,
}: Props) {
  const translate = useTranslate();
  const columns = schema.resource.list.columns;
  const hasActions = Boolean(onEdit || onDelete || onView || onHistory || onRestore);
  const width = columns.length + extraColumns.length + (hasActions ? 1 : 0);
  const toggle = (field: string) =>
    setSort?.({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });

  return (
    <Table size="small" aria-label={schema.resource.text[lang].many}>
      <TableHead>
        <TableRow>
          {columns.map((column) => {
            const active = sort.field === column.field;
            const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
            return (
              <TableCell
                key={column.field}
                align={alignOf(column)}
                sortDirection={setSort && active ? direction : false}
              >
                {setSort ? (
                  <TableSortLabel active={active} direction={direction} onClick={() => toggle(column.field)}>
                    {columnLabel(schema, column, lang)}
                  </TableSortLabel>
                ) : (
                  columnLabel(schema, column, lang)
                )}
              </TableCell>
            );
          })}
          {extraColumns.map((column) => (
            <TableCell key={column.key}>{column.label}</TableCell>
          ))}
          {hasActions && <TableCell align="right">{translate('list.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {loaded && !rows?.length && (
          <TableRow>
            <TableCell colSpan={width} align="center">
              {translate('list.noResults')}
            </TableCell>
          </TableRow>
        )}
        {rows?.map((row) => (
          <ListRow
            key={row.id}
            row={row}
            schema={schema}
            lang={lang}
            extraColumns={extraColumns}
            hasActions={hasActions}
            onView={onView}
            onEdit={onEdit}
            onHistory={onHistory}
            onRestore={onRestore}
            onDelete={onDelete}
          />
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Memoised: its screen renders again for what is not the table (the search typed, the loading
 * line, a dialog opening) while the rows, sort and handlers stay the same; the table is most of
 * a list page's elements. Callers pass stable handlers.
 */
export const ListTable = memo(ListTableView);
