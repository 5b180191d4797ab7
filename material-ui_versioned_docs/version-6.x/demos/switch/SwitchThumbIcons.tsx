import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

// Same size as the default thumb (20px), so the switch keeps its usual travel.
function Thumb({children, checked}: {children: React.ReactNode; checked: boolean}) {
  return (
    <Box
      component="span"
      sx={{
        width: 20,
        height: 20,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: 1,
        bgcolor: checked ? 'primary.main' : 'background.paper',
        color: checked ? 'primary.contrastText' : 'text.secondary',
        '& svg': {fontSize: 14},
      }}>
      {children}
    </Box>
  );
}

export default function SwitchThumbIcons() {
  const [dark, setDark] = React.useState(false);
  const [sync, setSync] = React.useState(true);

  return (
    <FormGroup>
      <FormControlLabel
        label="Dark theme"
        control={
          <Switch
            checked={dark}
            onChange={(event) => setDark(event.target.checked)}
            icon={
              <Thumb checked={false}>
                <LightModeIcon />
              </Thumb>
            }
            checkedIcon={
              <Thumb checked>
                <DarkModeIcon />
              </Thumb>
            }
          />
        }
      />
      <FormControlLabel
        label="Sync over mobile data"
        control={
          <Switch
            checked={sync}
            onChange={(event) => setSync(event.target.checked)}
            icon={
              <Thumb checked={false}>
                <CloseIcon />
              </Thumb>
            }
            checkedIcon={
              <Thumb checked>
                <CheckIcon />
              </Thumb>
            }
          />
        }
      />
    </FormGroup>
  );
}
