import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColTypeDef} from '@mui/x-data-grid';

interface Fund {
  id: number;
  name: string;
  price: number;
  cost: number;
  dayChange: number;
  yearChange: number;
}

const funds: Fund[] = [
  {id: 1, name: 'Global Equity', price: 184.22, cost: 151.1, dayChange: 0.0124, yearChange: 0.183},
  {id: 2, name: 'Green Bonds', price: 98.4, cost: 101.75, dayChange: -0.0031, yearChange: -0.027},
  {id: 3, name: 'Emerging Markets', price: 61.07, cost: 58.9, dayChange: -0.0187, yearChange: 0.041},
  {id: 4, name: 'Tech Leaders', price: 412.5, cost: 288.3, dayChange: 0.0212, yearChange: 0.325},
  {id: 5, name: 'Short-Term Treasury', price: 50.12, cost: 50.02, dayChange: 0, yearChange: 0.002},
];

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const percent = new Intl.NumberFormat('en-US', {style: 'percent', minimumFractionDigits: 2, signDisplay: 'exceptZero'});

/** A money column: right-aligned numbers shown as US dollars. */
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usd.format(value),
};

/** A signed percentage, green when it rises and red when it falls. */
const percentChange: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => percent.format(value),
  cellClassName: (params) => {
    const value = params.value as number;
    return value > 0 ? 'change-up' : value < 0 ? 'change-down' : '';
  },
};

const columns: GridColDef<Fund>[] = [
  {field: 'name', headerName: 'Fund', flex: 1, minWidth: 170},
  // Each column spreads a type, then adds or overrides what is specific to it.
  {field: 'price', headerName: 'Price', ...usdPrice},
  {field: 'cost', headerName: 'Average cost', ...usdPrice, width: 130},
  {field: 'dayChange', headerName: 'Today', ...percentChange},
  {field: 'yearChange', headerName: '12 months', ...percentChange},
];

export default function CurrencyColumnType() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .change-up': {color: 'success.main'},
        '& .change-down': {color: 'error.main'},
      }}>
      <DataGrid aria-label="Funds" rows={funds} columns={columns} hideFooter />
    </Box>
  );
}
