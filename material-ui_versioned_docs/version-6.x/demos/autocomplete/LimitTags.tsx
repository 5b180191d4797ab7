import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const skills = ['CSS', 'GraphQL', 'HTML', 'JavaScript', 'Node.js', 'React', 'Rust', 'SQL', 'TypeScript'];

export default function LimitTags() {
  return (
    <Autocomplete
      multiple
      limitTags={2}
      getLimitTagsText={(more) => `and ${more} more`}
      options={skills}
      defaultValue={['HTML', 'CSS', 'JavaScript', 'React']}
      sx={{width: 420}}
      renderInput={(params) => <TextField {...params} label="Skills" />}
    />
  );
}
