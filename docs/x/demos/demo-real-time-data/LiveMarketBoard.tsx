import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createRandom, type Random} from '../data/random';

interface Instrument {
  id: string;
  name: string;
  sector: string;
  open: number;
  price: number;
  volume: number;
  /** The last prices, oldest first, for the trend line. */
  history: number[];
}

const INSTRUMENTS: [string, string, string, number][] = [
  ['ACME', 'Acme Corp', 'Industrials', 182.4],
  ['BRWL', 'Brew Labs', 'Consumer', 41.75],
  ['CPCO', 'Cup & Co', 'Consumer', 12.3],
  ['DGRD', 'Daily Grind', 'Consumer', 96.1],
  ['GRNR', 'Greener Energy', 'Utilities', 27.45],
  ['KTLH', 'Kettle House', 'Industrials', 233.05],
  ['MRNR', 'Morning Rituals', 'Consumer', 58.6],
  ['NVLT', 'Novalith', 'Technology', 311.2],
  ['PXLW', 'Pixelworks', 'Technology', 74.9],
  ['SLTN', 'Saltwater Shipping', 'Industrials', 19.85],
];

const HISTORY_LENGTH = 24;
const SEED = 2025;

function createBoard(): Instrument[] {
  return INSTRUMENTS.map(([id, name, sector, price]) => ({
    id,
    name,
    sector,
    open: price,
    price,
    volume: 0,
    history: [price],
  }));
}

/** One market tick: about half the instruments trade, each moving by up to 1.5%. */
function tick(rows: Instrument[], random: Random): Instrument[] {
  return rows.map((row) => {
    if (!random.chance(0.5)) {
      return row;
    }
    const price = Math.max(0.01, Math.round(row.price * (1 + random.float(-1.5, 1.5) / 100) * 100) / 100);
    return {
      ...row,
      price,
      volume: row.volume + random.int(1, 50) * 100,
      history: [...row.history, price].slice(-HISTORY_LENGTH),
    };
  });
}

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const integer = new Intl.NumberFormat('en-US');

function signed(value: number, digits: number, suffix = '') {
  const text = `${Math.abs(value).toFixed(digits)}${suffix}`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

function Sparkline({params}: {params: GridRenderCellParams<Instrument>}) {
  const {history, open} = params.row;
  const width = 100;
  const height = 28;
  const min = Math.min(...history, open);
  const max = Math.max(...history, open);
  const span = max - min || 1;
  const points = history
    .map((price, index) => {
      const x = history.length === 1 ? width : (index / (history.length - 1)) * width;
      const y = height - ((price - min) / span) * (height - 4) - 2;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const last = history[history.length - 1] ?? open;
  const color = last >= open ? 'success.main' : 'error.main';
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${params.row.name} trend: ${last >= open ? 'up' : 'down'} since the open`}
      sx={{width, height, color, overflow: 'visible'}}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </Box>
  );
}

const changeClass = (value: number) => (value > 0 ? 'market-up' : value < 0 ? 'market-down' : '');

const columns: GridColDef<Instrument>[] = [
  {field: 'id', headerName: 'Symbol', width: 90},
  {field: 'name', headerName: 'Company', flex: 1, minWidth: 160},
  {field: 'sector', headerName: 'Sector', width: 110},
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => Math.round((row.price - row.open) * 100) / 100,
    valueFormatter: (value: number) => signed(value, 2),
    cellClassName: (params) => changeClass(params.value as number),
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => ((row.price - row.open) / row.open) * 100,
    valueFormatter: (value: number) => signed(value, 2, '%'),
    cellClassName: (params) => changeClass(params.value as number),
  },
  {
    field: 'trend',
    headerName: 'Trend',
    width: 130,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: (params) => <Sparkline params={params} />,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => integer.format(value),
  },
];

export default function LiveMarketBoard() {
  const [rows, setRows] = React.useState(createBoard);
  const [running, setRunning] = React.useState(false);
  const [ticks, setTicks] = React.useState(0);
  // The generator and the latest rows live in refs, so each tick is computed once, outside React's updaters.
  const random = React.useRef(createRandom(SEED));
  const latest = React.useRef(rows);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = window.setInterval(() => {
      latest.current = tick(latest.current, random.current);
      setRows(latest.current);
      setTicks((count) => count + 1);
    }, 800);
    // Stops the updates when the user pauses or the component unmounts.
    return () => window.clearInterval(interval);
  }, [running]);

  const reset = () => {
    setRunning(false);
    random.current = createRandom(SEED);
    latest.current = createBoard();
    setRows(latest.current);
    setTicks(0);
  };

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button
          variant="contained"
          startIcon={running ? <PauseIcon /> : <PlayArrowIcon />}
          onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop' : 'Start'}
        </Button>
        <Button onClick={reset} disabled={ticks === 0}>
          Reset
        </Button>
        <Typography variant="body2" color="text.secondary">
          {ticks} {ticks === 1 ? 'update' : 'updates'}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 420,
          '& .market-up': {color: 'success.main', fontWeight: 500},
          '& .market-down': {color: 'error.main', fontWeight: 500},
        }}>
        <DataGrid aria-label="Market board" rows={rows} columns={columns} hideFooter disableRowSelectionOnClick />
      </Box>
    </Stack>
  );
}
