import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const channels = ['Email', 'SMS', 'Push notifications'];

export default function CheckboxGroup() {
  const [accepted, setAccepted] = React.useState(false);
  const labelId = React.useId();

  return (
    <Stack spacing={3}>
      <div role="group" aria-labelledby={labelId}>
        <Typography id={labelId} level="title-sm" sx={{mb: 1}}>
          Notify me by
        </Typography>
        <List size="sm" sx={{'--ListItem-paddingX': 0}}>
          {channels.map((channel) => (
            <ListItem key={channel}>
              <Checkbox label={channel} name="channels" value={channel} defaultChecked={channel === 'Email'} />
            </ListItem>
          ))}
        </List>
      </div>
      <FormControl error={!accepted}>
        <Checkbox
          label="I accept the terms of service"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <FormHelperText>{accepted ? 'Thank you.' : 'You must accept the terms to continue.'}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
