import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, Toolbar, useGridApiContext, useGridEvent} from '@mui/x-data-grid';
import type {GridColDef, GridRenderContext} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';
import {createRandom} from '../data/random';

// 10,000 rows: six employee columns plus 94 weekly columns, 100 columns in all.
const rows = createEmployees(10_000, 101);

// The weekly values are derived from the row id and the week, so they are the same on every render.
const hoursWorked = (rowId: number, week: number) => createRandom(rowId * 1_000 + week).int(20, 45);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 80},
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  ...Array.from(
    {length: 94},
    (_, week): GridColDef<Employee> => ({
      field: `week${week + 1}`,
      headerName: `Week ${week + 1}`,
      type: 'number',
      width: 100,
      valueGetter: (_value, row) => hoursWorked(row.id, week + 1),
    }),
  ),
];

function RenderedRangeToolbar() {
  const apiRef = useGridApiContext();
  const [range, setRange] = React.useState<GridRenderContext | null>(null);

  // Fired whenever the set of rendered rows or columns changes, e.g. while scrolling.
  useGridEvent(apiRef, 'renderedRowsIntervalChange', setRange);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{px: 1}}>
        {range
          ? `In the DOM: rows ${range.firstRowIndex + 1}–${range.lastRowIndex} of the page, columns ${range.firstColumnIndex + 1}–${range.lastColumnIndex} of ${columns.length}`
          : 'Scroll the grid to see which rows and columns are rendered.'}
      </Typography>
    </Toolbar>
  );
}

export default function LargeDatasetGrid() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGrid
        aria-label="10,000 employees with 100 columns"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{toolbar: RenderedRangeToolbar}}
        pageSizeOptions={[100]}
      />
    </Box>
  );
}
