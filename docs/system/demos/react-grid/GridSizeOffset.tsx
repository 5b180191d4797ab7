import * as React from 'react';
import Box from '@mui/system/Box';
import Grid, {type GridOffset, type GridSize} from '@mui/system/Grid';

const sizeOptions = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'auto', 'grow'];
const offsetOptions = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', 'auto'];

function parse(value: string): number | 'auto' | 'grow' {
  return value === 'auto' || value === 'grow' ? value : Number(value);
}

const columnSx = {height: 24, borderRadius: 0.5, bgcolor: 'action.hover'} as const;

export default function GridSizeOffset() {
  const sizeId = React.useId();
  const offsetId = React.useId();
  const [size, setSize] = React.useState('4');
  const [offset, setOffset] = React.useState('2');

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, fontSize: 14}}>
        <label htmlFor={sizeId}>size</label>
        <select id={sizeId} value={size} onChange={(event) => setSize(event.target.value)}>
          {sizeOptions.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        <label htmlFor={offsetId}>offset</label>
        <select id={offsetId} value={offset} onChange={(event) => setOffset(event.target.value)}>
          {offsetOptions.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </Box>
      {/* Twelve one-column cells as a ruler. */}
      <Grid container spacing={1} aria-hidden>
        {Array.from({length: 12}, (_, index) => (
          <Grid key={index} size={1}>
            <Box sx={columnSx} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={1}>
        <Grid size={parse(size) as GridSize} offset={parse(offset) as GridOffset}>
          <Box sx={{p: 1, borderRadius: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 13}}>
            {`size=${size} offset=${offset}`}
          </Box>
        </Grid>
        <Grid size="grow">
          <Box sx={{p: 1, borderRadius: 0.5, border: 1, borderColor: 'primary.main', fontSize: 13}}>grow</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
