import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const fonts = ['Arial', 'Georgia', 'Helvetica', 'Roboto', 'Times New Roman', 'Verdana'];

export default function OpenStateAndEvents() {
  const [open, setOpen] = React.useState(false);
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  const [log, setLog] = React.useState<string[]>([]);

  const record = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 4));

  return (
    <Stack spacing={1} sx={{width: 320}}>
      <Autocomplete
        open={open}
        onOpen={() => {
          setOpen(true);
          record('onOpen');
        }}
        onClose={(_event, reason) => {
          setOpen(false);
          record(`onClose (reason: ${reason})`);
        }}
        onChange={(_event, value, reason) => record(`onChange: ${value ?? 'null'} (reason: ${reason})`)}
        onHighlightChange={(_event, option) => setHighlighted(option)}
        options={fonts}
        renderInput={(params) => <TextField {...params} label="Font" />}
      />
      <Typography variant="body2" color="text.secondary">
        Highlighted: {highlighted ?? 'none'}
      </Typography>
      <Typography variant="body2" component="div" color="text.secondary" aria-live="polite">
        Recent events:
        <ul style={{margin: 0, paddingLeft: 20}}>
          {log.length === 0 ? <li>none yet</li> : log.map((entry, index) => <li key={`${index}-${entry}`}>{entry}</li>)}
        </ul>
      </Typography>
    </Stack>
  );
}
