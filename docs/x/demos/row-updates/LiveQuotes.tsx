import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createRandom} from '../data/random';

interface Quote {
  id: string;
  name: string;
  price: number;
  change: number;
}

const initialQuotes: Quote[] = [
  {id: 'ACME', name: 'Acme Corp', price: 182.4, change: 0},
  {id: 'BRWL', name: 'Brew Labs', price: 41.75, change: 0},
  {id: 'CPCO', name: 'Cup & Co', price: 12.3, change: 0},
  {id: 'DGRD', name: 'Daily Grind', price: 96.1, change: 0},
  {id: 'KTLH', name: 'Kettle House', price: 233.05, change: 0},
  {id: 'MRNR', name: 'Morning Rituals', price: 58.6, change: 0},
];

const priceFormatter = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Quote>[] = [
  {field: 'id', headerName: 'Symbol', width: 100},
  {field: 'name', headerName: 'Company', flex: 1, minWidth: 160},
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`,
    cellClassName: (params) => (params.value === 0 ? '' : (params.value as number) > 0 ? 'quote-up' : 'quote-down'),
  },
];

export default function LiveQuotes() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  // A seeded generator: the same sequence of updates on every run of the page.
  const random = React.useRef(createRandom(42));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(() => {
      const quote = random.current.pick(initialQuotes);
      const current = apiRef.current?.getRow<Quote>(quote.id);
      if (!current) {
        return;
      }
      const change = random.current.float(-2, 2);
      const price = Math.round(current.price * (1 + change / 100) * 100) / 100;
      // The MIT grid accepts one row per `updateRows` call.
      apiRef.current?.updateRows([{id: quote.id, price, change}]);
    }, 400);
    return () => clearInterval(interval);
  }, [running, apiRef]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box>
        <Button variant="contained" onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop updates' : 'Start updates'}
        </Button>
      </Box>
      <Box
        sx={{
          height: 360,
          '& .quote-up': {color: 'success.main', fontWeight: 500},
          '& .quote-down': {color: 'error.main', fontWeight: 500},
        }}>
        <DataGrid aria-label="Live quotes" apiRef={apiRef} rows={initialQuotes} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
