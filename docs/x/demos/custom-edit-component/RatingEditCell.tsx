import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(15, 41);

function RatingEditor({id, field, value, hasFocus, row}: GridRenderEditCellParams<Employee, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // When the cell gets the focus, hand it to the checked star so arrow keys change the rating.
  React.useEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.SyntheticEvent, newValue: number | null) => {
    // Writes to the edit state only; the row changes when editing stops.
    apiRef.current.setEditCellValue({id, field, value: newValue ?? 0}, event);
  };

  return (
    <Rating
      ref={ref}
      name={`rating-${id}`}
      value={value ?? 0}
      onChange={handleChange}
      getLabelText={(stars) => `${stars} star${stars === 1 ? '' : 's'} for ${row.name}`}
    />
  );
}

function RatingView({value, row}: GridRenderCellParams<Employee, number>) {
  return <Rating readOnly value={value ?? 0} getLabelText={(stars) => `${row.name}: ${stars} out of 5`} />;
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {
    field: 'rating',
    headerName: 'Rating',
    width: 180,
    editable: true,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Employee, number>) => <RatingView {...params} />,
    renderEditCell: (params: GridRenderEditCellParams<Employee, number>) => <RatingEditor {...params} />,
  },
  {field: 'department', headerName: 'Department', width: 140},
];

export default function RatingEditCell() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Employee ratings" rows={rows} columns={columns} />
    </Box>
  );
}
