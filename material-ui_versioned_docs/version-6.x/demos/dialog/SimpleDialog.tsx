import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PersonIcon from '@mui/icons-material/Person';

const accounts = ['ana.lopez@example.com', 'sam.okafor@example.com'];

interface AccountDialogProps {
  open: boolean;
  selected: string;
  onClose: (value: string) => void;
}

function AccountDialog({open, selected, onClose}: AccountDialogProps) {
  return (
    <Dialog open={open} onClose={() => onClose(selected)}>
      <DialogTitle>Choose an account</DialogTitle>
      <List sx={{pt: 0}}>
        {accounts.map((email) => (
          <ListItem key={email} disablePadding>
            <ListItemButton selected={email === selected} onClick={() => onClose(email)}>
              <ListItemAvatar>
                <Avatar sx={{bgcolor: 'primary.light', color: 'primary.contrastText'}}>
                  <PersonIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={email} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={() => onClose('new.account@example.com')}>
            <ListItemAvatar>
              <Avatar>
                <AddIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary="Add an account" />
          </ListItemButton>
        </ListItem>
      </List>
    </Dialog>
  );
}

export default function SimpleDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [account, setAccount] = React.useState<string>('ana.lopez@example.com');

  const handleClose = (value: string) => {
    setAccount(value);
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{mb: 1}}>
        Signed in as {account}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Switch account
      </Button>
      <AccountDialog open={open} selected={account} onClose={handleClose} />
    </div>
  );
}
