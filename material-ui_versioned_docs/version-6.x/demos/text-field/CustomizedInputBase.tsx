import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import MicIcon from '@mui/icons-material/Mic';
import SearchIcon from '@mui/icons-material/Search';

export default function CustomizedInputBase() {
  const [query, setQuery] = React.useState('');
  const [submitted, setSubmitted] = React.useState('');

  return (
    <div>
      <Paper
        component="form"
        role="search"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(query);
        }}
        sx={{display: 'flex', alignItems: 'center', px: 0.5, py: 0.25, width: '100%', maxWidth: 420}}>
        <IconButton aria-label="Search filters" sx={{p: 1.25}}>
          <FilterListIcon />
        </IconButton>
        <InputBase
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search recipes"
          sx={{ml: 1, flex: 1}}
          slotProps={{input: {'aria-label': 'Search recipes'}}}
        />
        <IconButton type="submit" aria-label="Search" sx={{p: 1.25}}>
          <SearchIcon />
        </IconButton>
        <Divider orientation="vertical" flexItem sx={{my: 0.75}} />
        <IconButton color="primary" aria-label="Search by voice" sx={{p: 1.25}}>
          <MicIcon />
        </IconButton>
      </Paper>
      <Typography variant="body2" sx={{mt: 1, color: 'text.secondary'}} aria-live="polite">
        {submitted ? `Searching for “${submitted}”.` : 'Type a dish and press Enter.'}
      </Typography>
    </div>
  );
}
