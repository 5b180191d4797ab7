import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const suggestedTopics = ['react', 'typescript', 'accessibility', 'performance', 'testing', 'design-system'];

export default function FreeSoloTags() {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestedTopics}
      defaultValue={['react']}
      sx={{width: 420}}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Article topics"
          placeholder="Pick or type, then press Enter"
          helperText="Suggestions are optional: any text becomes a topic."
        />
      )}
    />
  );
}
