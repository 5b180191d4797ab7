import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const languages = ['English', 'French', 'German', 'Japanese', 'Spanish'];

export default function DialogSelect() {
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState({from: 'English', to: 'French'});
  const [draft, setDraft] = React.useState(saved);

  const handleOpen = () => {
    setDraft(saved);
    setOpen(true);
  };

  const handleSave = () => {
    setSaved(draft);
    setOpen(false);
  };

  const update = (field: 'from' | 'to') => (event: SelectChangeEvent) => {
    setDraft((current) => ({...current, [field]: event.target.value}));
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" onClick={handleOpen}>
        Translation settings
      </Button>
      <Typography variant="body2" color="text.secondary">
        Translating from {saved.from} to {saved.to}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="dialog-select-title">
        <DialogTitle id="dialog-select-title">Translation settings</DialogTitle>
        <DialogContent>
          <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{pt: 1}}>
            <FormControl sx={{minWidth: 160}}>
              <InputLabel id="dialog-from-label">From</InputLabel>
              <Select labelId="dialog-from-label" id="dialog-from" label="From" value={draft.from} onChange={update('from')}>
                {languages.map((language) => (
                  <MenuItem key={language} value={language}>
                    {language}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl sx={{minWidth: 160}}>
              <InputLabel id="dialog-to-label">To</InputLabel>
              <Select labelId="dialog-to-label" id="dialog-to" label="To" value={draft.to} onChange={update('to')}>
                {languages.map((language) => (
                  <MenuItem key={language} value={language}>
                    {language}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={handleSave}>Save</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
