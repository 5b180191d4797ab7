import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const reviewers = ['Amara Okafor', 'Björn Lindqvist', 'Chen Wei', 'Daniela Rossi', 'Elif Demir', 'Farah Haddad'];

export default function ReadOnlyDisabled() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 2}}>
      <Autocomplete
        readOnly
        options={reviewers}
        defaultValue="Chen Wei"
        renderInput={(params) => <TextField {...params} label="Lead reviewer (read-only)" />}
      />
      <Autocomplete
        readOnly
        multiple
        options={reviewers}
        defaultValue={['Amara Okafor', 'Elif Demir']}
        renderInput={(params) => <TextField {...params} label="Reviewers (read-only)" />}
      />
      <Autocomplete
        disabled
        options={reviewers}
        defaultValue="Chen Wei"
        renderInput={(params) => <TextField {...params} label="Lead reviewer (disabled)" />}
      />
      <Autocomplete
        disabled
        multiple
        options={reviewers}
        defaultValue={['Amara Okafor', 'Elif Demir']}
        renderInput={(params) => <TextField {...params} label="Reviewers (disabled)" />}
      />
    </Box>
  );
}
