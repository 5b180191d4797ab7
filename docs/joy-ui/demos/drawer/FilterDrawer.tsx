import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneIcon from '@mui/icons-material/Tune';

export default function FilterDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [maxPrice, setMaxPrice] = React.useState<number>(150);
  const [freeCancellation, setFreeCancellation] = React.useState<boolean>(true);

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="outlined" color="neutral" startDecorator={<TuneIcon />} onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Typography level="body-sm">
        Up to €{maxPrice} a night{freeCancellation ? ', free cancellation' : ''}
      </Typography>
      <Drawer
        anchor="right"
        size="md"
        variant="plain"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {sx: {bgcolor: 'transparent', p: {md: 2, sm: 0}, boxShadow: 'none'}},
        }}>
        <Sheet sx={{borderRadius: 'md', p: 2, display: 'flex', flexDirection: 'column', gap: 2, height: '100%'}}>
          <DialogTitle>Filters</DialogTitle>
          <ModalClose aria-label="Close filters" />
          <Divider />
          <DialogContent sx={{gap: 3}}>
            <FormControl>
              <FormLabel>Maximum price per night</FormLabel>
              <Slider
                value={maxPrice}
                min={50}
                max={400}
                step={10}
                valueLabelDisplay="auto"
                getAriaValueText={(value) => `${value} euros`}
                onChange={(_event, value) => setMaxPrice(value as number)}
              />
            </FormControl>
            <Checkbox
              label="Free cancellation"
              checked={freeCancellation}
              onChange={(event) => setFreeCancellation(event.target.checked)}
            />
          </DialogContent>
          <Divider />
          <Stack direction="row" sx={{justifyContent: 'space-between'}}>
            <Button
              variant="plain"
              color="neutral"
              onClick={() => {
                setMaxPrice(150);
                setFreeCancellation(true);
              }}>
              Reset
            </Button>
            <Button onClick={() => setOpen(false)}>Show 48 stays</Button>
          </Stack>
        </Sheet>
      </Drawer>
    </Stack>
  );
}
