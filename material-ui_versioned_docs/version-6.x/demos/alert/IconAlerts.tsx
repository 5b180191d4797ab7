import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CelebrationIcon from '@mui/icons-material/Celebration';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import ReportOutlinedIcon from '@mui/icons-material/ReportOutlined';

// One mapping for every severity this group of alerts uses.
const iconMapping = {
  info: <LightbulbOutlinedIcon fontSize="inherit" />,
  error: <ReportOutlinedIcon fontSize="inherit" />,
};

export default function IconAlerts() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert icon={<CelebrationIcon fontSize="inherit" />} severity="success">
        You finished the setup. Welcome aboard!
      </Alert>
      <Alert iconMapping={iconMapping} severity="info">
        Drag a file onto the page to upload it.
      </Alert>
      <Alert iconMapping={iconMapping} severity="error">
        The address could not be verified.
      </Alert>
      <Alert icon={false} severity="success">
        Saved. This alert has no icon.
      </Alert>
    </Stack>
  );
}
