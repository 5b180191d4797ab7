import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {createRandom} from '../data/random';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

type SalesRow = {id: number; region: string} & Record<(typeof MONTHS)[number], number>;

const random = createRandom(112);
const rows: SalesRow[] = ['North', 'South', 'East', 'West', 'Online'].map((region, index) => ({
  id: index + 1,
  region,
  ...(Object.fromEntries(MONTHS.map((month) => [month, random.int(20, 90) * 100])) as Record<
    (typeof MONTHS)[number],
    number
  >),
}));

const columns: GridColDef<SalesRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  ...MONTHS.map<GridColDef<SalesRow>>((month, index) => ({
    field: month,
    headerName: MONTH_NAMES[index],
    type: 'number',
    width: 90,
  })),
  {
    field: 'half',
    headerName: 'H1 total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => MONTHS.reduce((sum, month) => sum + row[month], 0),
  },
];

// Months inside quarters inside a half-year: three levels of group headers.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'h1',
    headerName: 'First half of 2025',
    headerAlign: 'center',
    children: [
      {
        groupId: 'q1',
        headerName: 'Q1',
        headerAlign: 'center',
        children: [{field: 'jan'}, {field: 'feb'}, {field: 'mar'}],
      },
      {
        groupId: 'q2',
        headerName: 'Q2',
        headerAlign: 'center',
        children: [{field: 'apr'}, {field: 'may'}, {field: 'jun'}],
      },
      {field: 'half'},
    ],
  },
];

export default function NestedColumnGroups() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Sales by region and month"
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={36}
        showColumnVerticalBorder
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
