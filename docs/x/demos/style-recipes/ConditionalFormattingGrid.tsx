import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridRenderCellParams} from '@mui/x-data-grid';

interface MonthlyResult {
  id: number;
  month: string;
  revenue: number;
  /** Percentage change from the previous month. */
  change: number;
}

const rows: MonthlyResult[] = [
  {id: 1, month: 'January', revenue: 48200, change: 0},
  {id: 2, month: 'February', revenue: 45100, change: -6.4},
  {id: 3, month: 'March', revenue: 51800, change: 14.9},
  {id: 4, month: 'April', revenue: 53300, change: 2.9},
  {id: 5, month: 'May', revenue: 49900, change: -6.4},
  {id: 6, month: 'June', revenue: 58700, change: 17.6},
];

const percent = new Intl.NumberFormat('en-US', {style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1});

function ChangeCell(params: GridRenderCellParams<MonthlyResult, number>) {
  const value = params.value ?? 0;
  return (
    <Box component="span" sx={{display: 'inline-flex', alignItems: 'center', gap: 0.5}}>
      {/* The sign in the text carries the meaning; the arrow repeats it for sighted readers. */}
      {value > 0 ? <ArrowUpwardIcon fontSize="inherit" aria-hidden /> : null}
      {value < 0 ? <ArrowDownwardIcon fontSize="inherit" aria-hidden /> : null}
      {percent.format(value / 100)}
    </Box>
  );
}

const columns: GridColDef<MonthlyResult>[] = [
  {field: 'month', headerName: 'Month', width: 140},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 130,
    renderCell: ChangeCell,
    cellClassName: (params) => {
      const value = Number(params.value);
      if (value >= 10) return 'change--strong-up';
      if (value > 0) return 'change--up';
      if (value < 0) return 'change--down';
      return '';
    },
  },
];

export default function ConditionalFormattingGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Monthly revenue with the change highlighted"
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            '& .change--up': {bgcolor: theme.alpha(palette.success.main, 0.12)},
            '& .change--strong-up': {bgcolor: theme.alpha(palette.success.main, 0.24), fontWeight: 700},
            '& .change--down': {bgcolor: theme.alpha(palette.error.main, 0.12)},
          };
        }}
      />
    </Box>
  );
}
