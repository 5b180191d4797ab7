import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Film {
  title: string;
  year: number;
}

const films: readonly Film[] = [
  {title: 'Casablanca', year: 1942},
  {title: 'Rear Window', year: 1954},
  {title: 'Seven Samurai', year: 1954},
  {title: 'Vertigo', year: 1958},
  {title: 'Lawrence of Arabia', year: 1962},
  {title: 'The Godfather', year: 1972},
  {title: 'Alien', year: 1979},
  {title: 'Blade Runner', year: 1982},
  {title: 'Spirited Away', year: 2001},
  {title: 'Parasite', year: 2019},
];

export default function ComboBox() {
  return (
    <Autocomplete
      options={films}
      getOptionLabel={(film) => `${film.title} (${film.year})`}
      sx={{width: 320}}
      renderInput={(params) => <TextField {...params} label="Favourite film" />}
    />
  );
}
