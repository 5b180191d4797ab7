import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Notifications from '@mui/icons-material/Notifications';

export default function BadgeMaxAndZero() {
  const [count, setCount] = React.useState(98);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
        <Badge badgeContent={count} showZero={showZero}>
          <Notifications />
        </Badge>
        <Badge badgeContent={count} max={9} color="danger" showZero={showZero}>
          <Notifications />
        </Badge>
        <Badge badgeContent={count} max={999} color="neutral" showZero={showZero}>
          <Notifications />
        </Badge>
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        Count: {count}
      </Typography>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="sm" variant="outlined" onClick={() => setCount((value) => Math.max(0, value - 1))}>
          Remove one
        </Button>
        <Button size="sm" variant="outlined" onClick={() => setCount((value) => value + 1)}>
          Add one
        </Button>
        <Button size="sm" variant="plain" onClick={() => setCount(0)}>
          Reset to 0
        </Button>
        <Checkbox
          size="sm"
          label="showZero"
          checked={showZero}
          onChange={(event) => setShowZero(event.target.checked)}
        />
      </Stack>
    </Stack>
  );
}
