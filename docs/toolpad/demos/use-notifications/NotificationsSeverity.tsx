import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {NotificationsProvider, useNotifications, type ShowNotificationOptions} from '@toolpad/core/useNotifications';

type Severity = NonNullable<ShowNotificationOptions['severity']>;

const MESSAGES: Record<Severity, string> = {
  success: 'Backup completed.',
  info: 'A new version is available.',
  warning: 'Storage is 90% full.',
  error: 'The backup failed.',
};

function SeverityButtons() {
  const notifications = useNotifications();
  const severities = Object.keys(MESSAGES) as Severity[];

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      {severities.map((severity) => (
        <Button
          key={severity}
          variant="outlined"
          color={severity}
          onClick={() => notifications.show(MESSAGES[severity], {severity, autoHideDuration: 3000})}>
          {severity}
        </Button>
      ))}
    </Stack>
  );
}

export default function NotificationsSeverity() {
  return (
    <NotificationsProvider>
      <SeverityButtons />
    </NotificationsProvider>
  );
}
