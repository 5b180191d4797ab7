import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sections = [
  ['Your account', 'You are responsible for the activity on your account and for keeping your password safe.'],
  ['Acceptable use', 'Do not upload content you have no right to share, and do not try to disrupt the service.'],
  ['Your content', 'Files you upload stay yours. We store and process them only to provide the service.'],
  ['Payments', 'Paid plans renew each month until cancelled. Refunds follow the policy in your region.'],
  ['Privacy', 'We collect the data needed to run the service, as described in the privacy notice.'],
  ['Termination', 'You can close your account at any time from the settings page.'],
  ['Changes', 'We will tell you by email at least 30 days before these terms change.'],
] as const;

export default function ScrollingDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [scroll, setScroll] = React.useState<'paper' | 'body'>('paper');

  const openWith = (value: 'paper' | 'body') => {
    setScroll(value);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => openWith('paper')}>scroll=paper</Button>
      <Button onClick={() => openWith('body')}>scroll=body</Button>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll}>
        <DialogTitle>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {sections.map(([heading, text]) => (
            <React.Fragment key={heading}>
              <Typography variant="subtitle1" component="h3" sx={{fontWeight: 'medium'}}>
                {heading}
              </Typography>
              <Typography variant="body2" sx={{mb: 2}}>
                {text} {text}
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
