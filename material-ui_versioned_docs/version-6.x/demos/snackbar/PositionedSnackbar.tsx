import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type {SnackbarOrigin} from '@mui/material/Snackbar';

const positions: ReadonlyArray<SnackbarOrigin> = [
  {vertical: 'top', horizontal: 'left'},
  {vertical: 'top', horizontal: 'center'},
  {vertical: 'top', horizontal: 'right'},
  {vertical: 'bottom', horizontal: 'left'},
  {vertical: 'bottom', horizontal: 'center'},
  {vertical: 'bottom', horizontal: 'right'},
];

export default function PositionedSnackbar() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin>({vertical: 'bottom', horizontal: 'left'});
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 1, justifyContent: 'center'}}>
      {positions.map((position) => (
        <Button
          key={`${position.vertical}-${position.horizontal}`}
          variant="outlined"
          size="small"
          onClick={() => {
            setOrigin(position);
            setOpen(true);
          }}
        >
          {`${position.vertical} ${position.horizontal}`}
        </Button>
      ))}
      <Snackbar
        key={`${origin.vertical}-${origin.horizontal}`}
        anchorOrigin={origin}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Shown at ${origin.vertical} ${origin.horizontal}`}
      />
    </Box>
  );
}
