import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, {type SnackbarOrigin} from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

const positions: SnackbarOrigin[] = [
  {vertical: 'top', horizontal: 'left'},
  {vertical: 'top', horizontal: 'center'},
  {vertical: 'top', horizontal: 'right'},
  {vertical: 'bottom', horizontal: 'left'},
  {vertical: 'bottom', horizontal: 'center'},
  {vertical: 'bottom', horizontal: 'right'},
];

export default function SnackbarAnchor() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [anchor, setAnchor] = React.useState<SnackbarOrigin>({vertical: 'bottom', horizontal: 'right'});

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', maxWidth: 420}}>
      {positions.map((position) => (
        <Button
          key={`${position.vertical}-${position.horizontal}`}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setAnchor(position);
            setOpen(true);
          }}
          sx={{flex: '1 0 30%'}}>
          {position.vertical} {position.horizontal}
        </Button>
      ))}
      <Snackbar
        key={`${anchor.vertical}-${anchor.horizontal}`}
        open={open}
        anchorOrigin={anchor}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}>
        Shown at {anchor.vertical} {anchor.horizontal}.
      </Snackbar>
    </Stack>
  );
}
