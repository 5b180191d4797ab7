import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const allCountries = ['Argentina', 'Canada', 'Ghana', 'India', 'Japan', 'Norway', 'Portugal', 'Vietnam'];

export default function LoadingAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Stands in for a request to your server: the options arrive after a delay.
    const timer = setTimeout(() => setOptions(allCountries), 1200);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <FormControl sx={{maxWidth: 300}}>
      <FormLabel>Country</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading countries…"
        placeholder="Open to load the list"
        endDecorator={loading ? <CircularProgress size="sm" aria-label="Loading countries" /> : null}
      />
    </FormControl>
  );
}
