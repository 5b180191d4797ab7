import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const initialRows = createEmployees(20, 81);

/** The editor: a clickable rating that writes its value into the cell's edit state. */
function RatingEditCell({id, field, value, hasFocus}: GridRenderEditCellParams<Employee, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the keyboard focus into the rating when the cell enters edit mode.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`${field}-${id}`}
      value={value ?? 0}
      onChange={(_event, newValue) => apiRef.current.setEditCellValue({id, field, value: newValue ?? 0})}
    />
  );
}

/** A 1-to-5 star rating: stars in the cell, a star editor, and three numeric filter operators. */
const ratingColumnType: GridColTypeDef = {
  type: 'number',
  width: 160,
  align: 'left',
  headerAlign: 'left',
  display: 'flex',
  renderCell: (params) => <Rating value={params.value as number} readOnly size="small" />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
  // Only the operators that make sense for stars.
  filterOperators: getGridNumericOperators().filter((operator) => ['=', '>=', '<='].includes(operator.value)),
};

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'rating', headerName: 'Review', editable: true, ...ratingColumnType},
];

export default function RatingColumnType() {
  const [rows, setRows] = React.useState(initialRows);

  const processRowUpdate = React.useCallback((updated: Employee) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Performance reviews"
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        initialState={{filter: {filterModel: {items: [{field: 'rating', operator: '>=', value: 3}]}}}}
      />
    </Box>
  );
}
