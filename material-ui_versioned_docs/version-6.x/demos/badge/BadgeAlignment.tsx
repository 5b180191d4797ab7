import * as React from 'react';
import Badge, {type BadgeOrigin} from '@mui/material/Badge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

type Vertical = NonNullable<BadgeOrigin['vertical']>;
type Horizontal = NonNullable<BadgeOrigin['horizontal']>;

export default function BadgeAlignment() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('right');
  const id = React.useId();
  const anchorOrigin = {vertical, horizontal};

  return (
    <Stack direction="row" spacing={6} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <FormControl>
        <FormLabel id={`${id}-vertical`}>Vertical</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-vertical`}
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}>
          <FormControlLabel value="top" control={<Radio />} label="top" />
          <FormControlLabel value="bottom" control={<Radio />} label="bottom" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={`${id}-horizontal`}>Horizontal</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-horizontal`}
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}>
          <FormControlLabel value="left" control={<Radio />} label="left" />
          <FormControlLabel value="right" control={<Radio />} label="right" />
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={4}>
        <Badge color="primary" badgeContent={5} anchorOrigin={anchorOrigin}>
          <MailIcon color="action" />
        </Badge>
        <Badge color="primary" badgeContent={120} anchorOrigin={anchorOrigin}>
          <MailIcon color="action" />
        </Badge>
        <Badge color="primary" variant="dot" anchorOrigin={anchorOrigin}>
          <MailIcon color="action" />
        </Badge>
      </Stack>
    </Stack>
  );
}
