import * as React from 'react';
import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ChatIcon from '@mui/icons-material/Chat';

export default function BadgeCounter() {
  const [count, setCount] = React.useState<number>(0);
  const [showZero, setShowZero] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={4} sx={{alignItems: 'center', flexWrap: 'wrap'}} useFlexGap>
      <Badge badgeContent={count} max={99} showZero={showZero} color="secondary">
        <ChatIcon color="action" />
      </Badge>
      <ButtonGroup size="small" aria-label="Unread messages">
        <Button onClick={() => setCount((value) => Math.max(0, value - 1))}>Read one</Button>
        <Button onClick={() => setCount((value) => value + 1)}>New message</Button>
        <Button onClick={() => setCount((value) => value + 50)}>+50</Button>
      </ButtonGroup>
      <FormControlLabel
        control={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />}
        label="Show zero"
      />
    </Stack>
  );
}
