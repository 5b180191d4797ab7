import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const weeks = ['3 - 9 March', '10 - 16 March', '17 - 23 March', '24 - 30 March'];
const currentWeek = 1;

export default function DateNavigationGroup() {
  const [week, setWeek] = React.useState(currentWeek);

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <ButtonGroup variant="outlined" size="small" aria-label="Week navigation">
        <Button aria-label="Previous week" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          <ChevronLeftIcon />
        </Button>
        <Button onClick={() => setWeek(currentWeek)}>This week</Button>
        <Button aria-label="Next week" disabled={week === weeks.length - 1} onClick={() => setWeek(week + 1)}>
          <ChevronRightIcon />
        </Button>
      </ButtonGroup>
      <Typography aria-live="polite">{weeks[week]}</Typography>
    </Stack>
  );
}
