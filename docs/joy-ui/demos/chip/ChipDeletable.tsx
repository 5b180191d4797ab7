import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initialRecipients = ['amara@example.com', 'jonas@example.com', 'mei@example.com', 'priya@example.com'];

export default function ChipDeletable() {
  const [recipients, setRecipients] = React.useState(initialRecipients);

  const remove = (address: string) => setRecipients((list) => list.filter((item) => item !== address));

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
        {recipients.map((address) => (
          <Chip
            key={address}
            variant="outlined"
            endDecorator={<ChipDelete aria-label={`Remove ${address}`} onDelete={() => remove(address)} />}>
            {address}
          </Chip>
        ))}
        <Chip variant="soft" color="danger" disabled endDecorator={<ChipDelete aria-label="Remove the finance team" />}>
          finance@example.com (locked)
        </Chip>
      </Stack>
      {recipients.length === 0 && <Typography level="body-sm">No recipients left.</Typography>}
      <Button size="sm" variant="plain" onClick={() => setRecipients(initialRecipients)}>
        Restore recipients
      </Button>
    </Stack>
  );
}
