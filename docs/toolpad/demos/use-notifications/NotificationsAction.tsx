import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {NotificationsProvider, useNotifications} from '@toolpad/core/useNotifications';

function Inbox() {
  const notifications = useNotifications();
  const [archived, setArchived] = React.useState(0);

  const handleArchive = () => {
    setArchived((count) => count + 1);
    const key = notifications.show('Conversation archived.', {
      autoHideDuration: 5000,
      actionText: 'Undo',
      onAction: () => {
        setArchived((count) => count - 1);
        // The action does not close the notification by itself.
        notifications.close(key);
      },
    });
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={handleArchive}>
        Archive conversation
      </Button>
      <Typography variant="body2">Archived conversations: {archived}</Typography>
    </Stack>
  );
}

export default function NotificationsAction() {
  return (
    <NotificationsProvider>
      <Inbox />
    </NotificationsProvider>
  );
}
