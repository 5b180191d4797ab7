import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Dish {
  name: string;
  course: 'Starters' | 'Mains' | 'Desserts';
}

// groupBy only adds a header when the group changes, so sort the options by group first.
const dishes: readonly Dish[] = [
  {name: 'Tomato soup', course: 'Starters'},
  {name: 'Bruschetta', course: 'Starters'},
  {name: 'Spring rolls', course: 'Starters'},
  {name: 'Risotto', course: 'Mains'},
  {name: 'Fish and chips', course: 'Mains'},
  {name: 'Vegetable curry', course: 'Mains'},
  {name: 'Lasagne', course: 'Mains'},
  {name: 'Apple crumble', course: 'Desserts'},
  {name: 'Tiramisu', course: 'Desserts'},
];

const cities = [
  'Amsterdam',
  'Athens',
  'Berlin',
  'Bern',
  'Brussels',
  'Dublin',
  'Lisbon',
  'London',
  'Madrid',
  'Oslo',
  'Paris',
  'Prague',
  'Rome',
  'Vienna',
];

export default function GroupedAutocomplete() {
  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete
        options={dishes}
        groupBy={(dish) => dish.course}
        getOptionLabel={(dish) => dish.name}
        renderInput={(params) => <TextField {...params} label="Dish" />}
      />
      <Autocomplete
        options={cities}
        groupBy={(city) => city.charAt(0)}
        renderGroup={(params) => (
          <li key={params.key}>
            <ListSubheader
              component="div"
              sx={{top: -8, bgcolor: 'primary.main', color: 'primary.contrastText', lineHeight: '32px'}}>
              {params.group}
            </ListSubheader>
            <ul style={{padding: 0}}>{params.children}</ul>
          </li>
        )}
        renderInput={(params) => <TextField {...params} label="City (custom group headers)" />}
      />
    </Stack>
  );
}
