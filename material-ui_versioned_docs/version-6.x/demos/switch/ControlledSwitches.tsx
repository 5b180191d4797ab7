import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

type Channel = 'email' | 'push' | 'sms';

const labels: Record<Channel, string> = {
  email: 'Email digest',
  push: 'Push notifications',
  sms: 'Text messages',
};

export default function ControlledSwitches() {
  const [channels, setChannels] = React.useState<Record<Channel, boolean>>({
    email: true,
    push: false,
    sms: false,
  });

  const handleChange = (channel: Channel) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setChannels((previous) => ({...previous, [channel]: event.target.checked}));
  };

  const enabledCount = Object.values(channels).filter(Boolean).length;

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notify me about new comments</FormLabel>
      <FormGroup>
        {(Object.keys(labels) as Channel[]).map((channel) => (
          <FormControlLabel
            key={channel}
            control={<Switch checked={channels[channel]} onChange={handleChange(channel)} />}
            label={labels[channel]}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {enabledCount === 0 ? 'You will not be notified.' : `${enabledCount} of 3 channels on.`}
      </FormHelperText>
    </FormControl>
  );
}
