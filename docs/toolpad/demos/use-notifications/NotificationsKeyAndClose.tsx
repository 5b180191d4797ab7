import * as React from 'react';
import Button from '@mui/material/Button';
import {NotificationsProvider, useNotifications} from '@toolpad/core/useNotifications';

// Stands in for an upload to your server.
const uploadReport = () => new Promise((resolve) => setTimeout(resolve, 2500));

function UploadButton() {
  const notifications = useNotifications();
  const [uploading, setUploading] = React.useState(false);

  const handleUpload = async () => {
    setUploading(true);
    // No autoHideDuration: the notification stays until it is closed by its key.
    notifications.show('Uploading the report…', {key: 'report-upload', severity: 'info'});
    await uploadReport();
    notifications.close('report-upload');
    notifications.show('Report uploaded.', {severity: 'success', autoHideDuration: 3000});
    setUploading(false);
  };

  return (
    <Button variant="contained" loading={uploading} onClick={handleUpload}>
      Upload report
    </Button>
  );
}

export default function NotificationsKeyAndClose() {
  return (
    <NotificationsProvider slotProps={{snackbar: {anchorOrigin: {vertical: 'bottom', horizontal: 'center'}}}}>
      <UploadButton />
    </NotificationsProvider>
  );
}
