import * as React from 'react';
import Button from '@mui/material/Button';
import {NotificationsProvider, useNotifications} from '@toolpad/core/useNotifications';

function SendButton() {
  const notifications = useNotifications();
  return (
    <Button variant="contained" onClick={() => notifications.show('Message sent to the design team.')}>
      Send message
    </Button>
  );
}

export default function NotificationsBasic() {
  return (
    <NotificationsProvider>
      <SendButton />
    </NotificationsProvider>
  );
}
