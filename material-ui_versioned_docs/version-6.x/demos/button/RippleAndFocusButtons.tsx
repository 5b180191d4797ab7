import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RippleAndFocusButtons() {
  const [lastKeyboardFocus, setLastKeyboardFocus] = React.useState('none yet');

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        <Button
          variant="outlined"
          disableTouchRipple
          onFocusVisible={() => setLastKeyboardFocus('Archive')}>
          Archive
        </Button>
        <Button
          variant="outlined"
          TouchRippleProps={{style: {color: '#ed6c02'}}}
          onFocusVisible={() => setLastKeyboardFocus('Flag')}>
          Flag
        </Button>
        <Button
          variant="contained"
          focusVisibleClassName="keyboard-focus"
          onFocusVisible={() => setLastKeyboardFocus('Publish')}
          sx={{
            '&.keyboard-focus': {
              outline: '3px solid',
              outlineColor: 'secondary.main',
              outlineOffset: 3,
            },
          }}>
          Publish
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        Last button reached with the keyboard: {lastKeyboardFocus}
      </Typography>
    </Stack>
  );
}
