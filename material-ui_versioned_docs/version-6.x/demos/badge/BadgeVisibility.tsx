import * as React from 'react';
import Badge from '@mui/material/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState<number>(3);
  const [hidden, setHidden] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Badge badgeContent={count} color="primary" invisible={hidden}>
        <MailIcon color="action" />
      </Badge>
      <Badge variant="dot" color="primary" invisible={hidden}>
        <MailIcon color="action" />
      </Badge>
      <Stack direction="row">
        <IconButton
          size="small"
          aria-label="One message fewer"
          onClick={() => setCount((value) => Math.max(0, value - 1))}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="One message more" onClick={() => setCount((value) => value + 1)}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide badges"
      />
    </Stack>
  );
}
