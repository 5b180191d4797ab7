import * as React from 'react';
import Button from '@mui/material/Button';
import Slide from '@mui/material/Slide';
import type {SlideProps} from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Direction = NonNullable<SlideProps['direction']>;

const directions: ReadonlyArray<{direction: Direction; label: string}> = [
  {direction: 'right', label: 'From the left'},
  {direction: 'up', label: 'From below'},
  {direction: 'left', label: 'From the right'},
  {direction: 'down', label: 'From above'},
];

export default function DirectionSnackbar() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [direction, setDirection] = React.useState<Direction>('up');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      {directions.map((option) => (
        <Button
          key={option.direction}
          variant="outlined"
          onClick={() => {
            setDirection(option.direction);
            setOpen(true);
          }}>
          {option.label}
        </Button>
      ))}
      <Snackbar
        key={direction}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        slots={{transition: Slide}}
        slotProps={{transition: {direction}}}
        message={`Slide direction: ${direction}`}
      />
    </Stack>
  );
}
