import * as React from 'react';
import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Book {
  title: string;
  author: string;
  // Set only on the temporary "Add …" entry.
  newTitle?: string;
}

const initialBooks: Book[] = [
  {title: 'Middlemarch', author: 'George Eliot'},
  {title: 'Moby-Dick', author: 'Herman Melville'},
  {title: 'Persuasion', author: 'Jane Austen'},
  {title: 'The Leopard', author: 'Giuseppe Tomasi di Lampedusa'},
  {title: 'Things Fall Apart', author: 'Chinua Achebe'},
];

const filter = createFilterOptions<Book>();

export default function CreateInDialog() {
  const [books, setBooks] = React.useState<Book[]>(initialBooks);
  const [value, setValue] = React.useState<Book | null>(null);
  const [draft, setDraft] = React.useState<Book | null>(null);

  const openDialog = (title: string) => setDraft({title, author: ''});
  const closeDialog = () => setDraft(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const book = {title: draft.title.trim(), author: draft.author.trim()};
    setBooks((previous) => [...previous, book]);
    setValue(book);
    closeDialog();
  };

  return (
    <Stack spacing={2} sx={{width: 340}}>
      <Autocomplete
        value={value}
        onChange={(_event, newValue) => {
          if (typeof newValue === 'string') {
            const existing = books.find((book) => book.title.toLowerCase() === newValue.trim().toLowerCase());
            if (existing) {
              setValue(existing);
            } else {
              // Wait for the Enter keystroke to finish, so it does not reach the dialog's form.
              setTimeout(() => openDialog(newValue));
            }
          } else if (newValue?.newTitle) {
            openDialog(newValue.newTitle);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((book) => book.title.toLowerCase() === typed.toLowerCase())) {
            filtered.push({newTitle: typed, title: `Add "${typed}"…`, author: ''});
          }
          return filtered;
        }}
        options={books}
        getOptionLabel={(option) => {
          if (typeof option === 'string') return option;
          // Leave the typed text in the input, not the "Add …" wording.
          return option.newTitle ?? option.title;
        }}
        renderOption={(props, book) => {
          const {key, ...optionProps} = props;
          return (
            <li key={key} {...optionProps}>
              {book.newTitle ? (
                book.title
              ) : (
                <span>
                  {book.title}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    by {book.author}
                  </Typography>
                </span>
              )}
            </li>
          );
        }}
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        renderInput={(params) => <TextField {...params} label="Book" />}
      />
      <Typography variant="body2" color="text.secondary">
        Selected: {value ? `${value.title} (${value.author})` : 'none'}
      </Typography>
      <Dialog open={draft !== null} onClose={closeDialog} aria-labelledby="create-book-dialog-title">
        <form onSubmit={handleSubmit}>
          <DialogTitle id="create-book-dialog-title">Add a book</DialogTitle>
          <DialogContent>
            <DialogContentText>This book is not in the catalogue yet. Add its author to create it.</DialogContentText>
            <TextField
              margin="dense"
              label="Title"
              required
              fullWidth
              value={draft?.title ?? ''}
              onChange={(event) => setDraft((previous) => previous && {...previous, title: event.target.value})}
            />
            <TextField
              autoFocus
              margin="dense"
              label="Author"
              required
              fullWidth
              value={draft?.author ?? ''}
              onChange={(event) => setDraft((previous) => previous && {...previous, author: event.target.value})}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDialog}>Cancel</Button>
            <Button type="submit">Add</Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
