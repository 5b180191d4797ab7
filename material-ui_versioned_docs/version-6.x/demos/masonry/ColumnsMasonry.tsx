import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Masonry from '@mui/lab/Masonry';

const heights = [120, 80, 150, 60, 100, 130, 70, 110, 90, 140, 60, 100];

export default function ColumnsMasonry() {
  const [columns, setColumns] = React.useState(3);
  const labelId = React.useId();
  return (
    <Box sx={{width: '100%'}}>
      <Typography id={labelId} variant="body2" gutterBottom>
        Columns
      </Typography>
      <ToggleButtonGroup
        value={columns}
        exclusive
        size="small"
        onChange={(_event, value: number | null) => value !== null && setColumns(value)}
        aria-labelledby={labelId}
        sx={{mb: 2}}>
        {[2, 3, 4, 5].map((count) => (
          // A single digit would make a button narrower than the 24px minimum target; minWidth keeps it usable.
          <ToggleButton key={count} value={count} sx={{minWidth: 40}}>
            {count}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Masonry columns={columns} spacing={1}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'secondary.light', color: 'common.black'}}>
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
