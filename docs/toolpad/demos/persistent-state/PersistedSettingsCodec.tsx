import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {useLocalStorageState} from '@toolpad/core/useLocalStorageState';

interface Settings {
  fontSize: number;
  showLineNumbers: boolean;
}

const STORAGE_KEY = 'toolpad-demo-editor-settings';
const DEFAULT_SETTINGS: Settings = {fontSize: 14, showLineNumbers: true};

// Turns the settings into the string that localStorage stores, and back.
const settingsCodec = {
  stringify: (value: Settings) => JSON.stringify(value),
  parse: (value: string): Settings => {
    try {
      return {...DEFAULT_SETTINGS, ...JSON.parse(value)};
    } catch {
      return DEFAULT_SETTINGS;
    }
  },
};

export default function PersistedSettingsCodec() {
  const id = React.useId();
  const [stored, setSettings] = useLocalStorageState<Settings>(STORAGE_KEY, DEFAULT_SETTINGS, {codec: settingsCodec});
  const settings = stored ?? DEFAULT_SETTINGS;

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 360}}>
      <div>
        <Typography id={`${id}-font-size`} gutterBottom>
          Font size: {settings.fontSize}px
        </Typography>
        <Slider
          aria-labelledby={`${id}-font-size`}
          min={10}
          max={24}
          value={settings.fontSize}
          onChange={(_event, value) => setSettings({...settings, fontSize: value})}
        />
      </div>
      <FormControlLabel
        control={
          <Switch
            checked={settings.showLineNumbers}
            onChange={(event) => setSettings({...settings, showLineNumbers: event.target.checked})}
          />
        }
        label="Show line numbers"
      />
      <Typography variant="caption" sx={{color: 'text.secondary'}}>
        Stored as JSON in localStorage under &quot;{STORAGE_KEY}&quot;.
      </Typography>
    </Stack>
  );
}
