import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type {ColorPaletteProp} from '@mui/joy/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportIcon from '@mui/icons-material/Report';
import WarningIcon from '@mui/icons-material/Warning';
import SettingsIcon from '@mui/icons-material/Settings';

const messages: {color: ColorPaletteProp; title: string; text: string; icon: React.ReactNode}[] = [
  {color: 'primary', title: 'New version', text: 'Version 2.4 is ready to install.', icon: <InfoOutlinedIcon />},
  {color: 'neutral', title: 'Maintenance', text: 'Backups run every night at 2 am.', icon: <SettingsIcon />},
  {color: 'success', title: 'Saved', text: 'Your profile changes are live.', icon: <CheckCircleIcon />},
  {color: 'warning', title: 'Storage almost full', text: 'You have used 92% of your plan.', icon: <WarningIcon />},
  {color: 'danger', title: 'Payment failed', text: 'Update your card to keep your plan.', icon: <ReportIcon />},
];

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      {messages.map(({color, title, text, icon}) => (
        <Alert key={color} color={color} startDecorator={icon} sx={{alignItems: 'flex-start'}}>
          <div>
            <Typography level="title-sm" color={color}>
              {title}
            </Typography>
            <Typography level="body-sm" color={color}>
              {text}
            </Typography>
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
