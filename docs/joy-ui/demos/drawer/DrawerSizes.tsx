import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Option = 'sm' | 'md' | 'lg' | 'custom';

const options: Option[] = ['sm', 'md', 'lg', 'custom'];

export default function DrawerSizes() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [option, setOption] = React.useState<Option>('md');

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
        {options.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setOption(item);
              setOpen(true);
            }}>
            {item === 'custom' ? 'Custom width' : `size="${item}"`}
          </Button>
        ))}
      </Stack>
      <Drawer
        anchor="right"
        size={option === 'custom' ? 'md' : option}
        open={open}
        onClose={() => setOpen(false)}
        sx={option === 'custom' ? {'--Drawer-horizontalSize': '480px'} : undefined}>
        <ModalClose aria-label="Close" />
        <DialogTitle>{option === 'custom' ? 'Custom width' : `Size ${option}`}</DialogTitle>
        <DialogContent sx={{px: 2}}>
          The width of a left or right drawer comes from the --Drawer-horizontalSize variable. Each size sets it to a
          clamp between a minimum in pixels and a share of the window.
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
