import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createRandom} from '../data/random';

interface Reading {
  sensor: string;
  [channel: `channel${number}`]: number;
}

const CHANNELS = 20;

// 10,000 rows of 20 numbers, from a seeded generator so the server and the browser agree.
const rows: Reading[] = (() => {
  const random = createRandom(182);
  return Array.from({length: 10000}, (_, index) => {
    const row: Reading = {sensor: `S-${String(index + 1).padStart(5, '0')}`};
    for (let channel = 1; channel <= CHANNELS; channel += 1) {
      row[`channel${channel}`] = random.int(0, 999);
    }
    return row;
  });
})();

const columns: GridColDef<Reading>[] = [
  {field: 'sensor', headerName: 'Sensor', width: 110},
  ...Array.from({length: CHANNELS}, (_, index) => ({
    field: `channel${index + 1}`,
    headerName: `Ch. ${index + 1}`,
    type: 'number' as const,
    width: 90,
  })),
];

// The rows have no `id` field: `sensor` is unique, so it serves as the id.
const getRowId = (row: Reading) => row.sensor;

const BUFFERS = [0, 150, 600];

export default function VirtualizedRowsGrid() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [count, setCount] = React.useState<string | null>(null);

  const countRendered = () => {
    const container = containerRef.current;
    if (container) {
      const renderedRows = container.querySelectorAll('[role="row"][data-id]').length;
      const renderedCells = container.querySelectorAll('[role="gridcell"]').length;
      setCount(
        `${renderedRows} rows and ${renderedCells} cells are in the page, for 100 rows of 21 columns on this page.`,
      );
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <TextField
          select
          size="small"
          label="rowBufferPx"
          value={rowBufferPx}
          onChange={(event) => setRowBufferPx(Number(event.target.value))}
          sx={{width: 140}}>
          {BUFFERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={countRendered}>
          Count rendered rows
        </Button>
        <Typography variant="body2" role="status">
          {count}
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Ten thousand sensor readings"
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          rowBufferPx={rowBufferPx}
          density="compact"
          // 100 rows per page, the most the MIT grid allows.
          initialState={{pagination: {paginationModel: {pageSize: 100}}}}
        />
      </Box>
    </Stack>
  );
}
