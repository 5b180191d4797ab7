import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, Toolbar, useGridApiContext, useGridEvent} from '@mui/x-data-grid';
import type {GridColDef, GridRenderContext, GridValidRowModel} from '@mui/x-data-grid';
import {createRandom} from '../data/random';

const COLUMN_COUNT = 40;

// 100 rows of 40 generated measurements, the same on every render.
const random = createRandom(102);
const rows: GridValidRowModel[] = Array.from({length: 100}, (_, rowIndex) => {
  const row: GridValidRowModel = {id: rowIndex + 1};
  for (let column = 1; column <= COLUMN_COUNT; column += 1) {
    row[`m${column}`] = random.int(0, 999);
  }
  return row;
});

const columns: GridColDef[] = Array.from({length: COLUMN_COUNT}, (_, index) => ({
  field: `m${index + 1}`,
  headerName: `M${index + 1}`,
  type: 'number',
  width: 90,
}));

function RenderedCountToolbar() {
  const apiRef = useGridApiContext();
  const [range, setRange] = React.useState<GridRenderContext | null>(null);
  useGridEvent(apiRef, 'renderedRowsIntervalChange', setRange);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{px: 1}}>
        {range
          ? `Rendered: ${range.lastRowIndex - range.firstRowIndex} rows × ${range.lastColumnIndex - range.firstColumnIndex} columns`
          : 'Measuring…'}
      </Typography>
    </Toolbar>
  );
}

const BUFFERS = [0, 150, 600];

export default function BufferSizeGrid() {
  const [buffer, setBuffer] = React.useState(150);
  const labelId = React.useId();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Typography id={labelId} variant="body2">
          Buffer (px)
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={buffer}
          onChange={(_event, value: number | null) => value !== null && setBuffer(value)}
          aria-labelledby={labelId}>
          {BUFFERS.map((value) => (
            <ToggleButton key={value} value={value}>
              {value === 150 ? '150 (default)' : value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          // A new grid for each buffer size, so that it starts from the same position.
          key={buffer}
          aria-label="Measurements with an adjustable render buffer"
          rows={rows}
          columns={columns}
          rowBufferPx={buffer}
          columnBufferPx={buffer}
          showToolbar
          slots={{toolbar: RenderedCountToolbar}}
        />
      </Box>
    </Stack>
  );
}
