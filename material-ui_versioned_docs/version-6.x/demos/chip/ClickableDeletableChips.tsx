import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialRecipients = ['Amara Nwosu', 'Jonas Berg', 'Lucía Ortega'];

export default function ClickableDeletableChips() {
  const [recipients, setRecipients] = React.useState(initialRecipients);
  const [opened, setOpened] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}} role="group" aria-label="Recipients">
        {recipients.map((person) => (
          <Chip
            key={person}
            label={person}
            // Clicking the chip opens details; the delete icon (or Backspace) removes it.
            onClick={() => setOpened(person)}
            onDelete={() => {
              setRecipients((current) => current.filter((item) => item !== person));
              setOpened((current) => (current === person ? null : current));
            }}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {opened ? `Showing the contact card of ${opened}.` : 'Click a recipient to see their details.'}
      </Typography>
      <Button
        size="small"
        onClick={() => setRecipients(initialRecipients)}
        disabled={recipients.length === initialRecipients.length}>
        Reset recipients
      </Button>
    </Stack>
  );
}
