import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Book {
  title: string;
  author: string;
}

const catalogue: Book[] = [
  {title: 'Middlemarch', author: 'George Eliot'},
  {title: 'Moby-Dick', author: 'Herman Melville'},
  {title: 'Beloved', author: 'Toni Morrison'},
  {title: 'Things Fall Apart', author: 'Chinua Achebe'},
  {title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin'},
  {title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez'},
  {title: 'Pride and Prejudice', author: 'Jane Austen'},
];

// Stands in for a request to your server: resolves after a short pause, no network involved.
function fetchBooks(): Promise<Book[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(catalogue), 1200);
  });
}

export default function AsynchronousAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<readonly Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = () => {
    setOpen(true);
    // Load once, the first time the list opens.
    if (options.length === 0 && !loading) {
      setLoading(true);
      void fetchBooks().then((books) => {
        setOptions(books);
        setLoading(false);
      });
    }
  };

  return (
    <Autocomplete
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      loadingText="Loading books…"
      getOptionLabel={(book) => `${book.title}, ${book.author}`}
      isOptionEqualToValue={(option, value) => option.title === value.title}
      sx={{width: 360}}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Book"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={20} aria-label="Loading" /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
