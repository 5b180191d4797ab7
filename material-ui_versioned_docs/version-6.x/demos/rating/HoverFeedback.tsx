import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const labels: Record<number, string> = {
  0.5: 'Unusable',
  1: 'Very poor',
  1.5: 'Poor',
  2: 'Below average',
  2.5: 'Average',
  3: 'Decent',
  3.5: 'Good',
  4: 'Very good',
  4.5: 'Excellent',
  5: 'Outstanding',
};

function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value] ?? ''}`;
}

export default function HoverFeedback() {
  const [value, setValue] = React.useState<number | null>(3.5);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{border: 0, m: 0, p: 0}}>
      <Typography component="legend">How was the film?</Typography>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2}}>
        <Rating
          name="hover-feedback"
          value={value}
          precision={0.5}
          getLabelText={getLabelText}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
        />
        <Box sx={{minWidth: 110}}>{shown !== null ? labels[shown] : 'Not rated'}</Box>
      </Box>
    </Box>
  );
}
