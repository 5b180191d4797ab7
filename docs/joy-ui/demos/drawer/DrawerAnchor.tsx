import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = 'left' | 'top' | 'right' | 'bottom';

const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function DrawerAnchor() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [anchor, setAnchor] = React.useState<Anchor>('left');

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
        {anchors.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setAnchor(item);
              setOpen(true);
            }}>
            {item}
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Quick links ({anchor})</DialogTitle>
        <List>
          {['Inbox', 'Starred', 'Sent', 'Drafts'].map((text) => (
            <ListItem key={text}>
              <ListItemButton onClick={() => setOpen(false)}>{text}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
