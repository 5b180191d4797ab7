import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import Divider from '@mui/material/Divider';
import Paper, {type PaperProps} from '@mui/material/Paper';
import Popper, {type PopperProps} from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const categories = ['Books', 'Clothing', 'Electronics', 'Garden', 'Groceries', 'Music', 'Sports', 'Toys'];
const units = ['gram', 'kilogram', 'litre', 'metre', 'millilitre', 'piece', 'tonne'];
const airports = [
  'AMS, Amsterdam Airport Schiphol',
  'CDG, Paris Charles de Gaulle Airport',
  'FRA, Frankfurt Airport',
  'LHR, London Heathrow Airport',
  'MAD, Adolfo Suárez Madrid–Barajas Airport',
];

// slots.paper: the surface of the popup. The list arrives as children.
function PaperWithHeading({children, ...props}: PaperProps) {
  return (
    <Paper {...props}>
      <Typography variant="overline" component="div" sx={{px: 2, pt: 1, color: 'text.secondary'}}>
        Shop departments
      </Typography>
      <Divider />
      {children}
    </Paper>
  );
}

// slots.popper: lets the popup grow wider than a narrow input, up to its content.
function WidePopper(props: PopperProps) {
  return <Popper {...props} placement="bottom-start" style={{...props.style, width: 'fit-content', maxWidth: 420}} />;
}

// The input shows only the code, but typing a city name should still find the airport.
const filterAirports = createFilterOptions<string>({stringify: (airport) => airport});

export default function PopupSlots() {
  return (
    <Stack spacing={3}>
      <Autocomplete
        sx={{width: 300}}
        options={categories}
        slots={{paper: PaperWithHeading}}
        renderInput={(params) => <TextField {...params} label="Category" />}
      />
      <Autocomplete
        sx={{width: 300}}
        options={units}
        slotProps={{
          // Open above the field, 8px away from it, with a shorter list.
          popper: {placement: 'top-start', modifiers: [{name: 'offset', options: {offset: [0, 8]}}]},
          listbox: {sx: {maxHeight: 160}},
        }}
        renderInput={(params) => <TextField {...params} label="Unit (opens upwards)" />}
      />
      <Autocomplete
        sx={{width: 180}}
        options={airports}
        slots={{popper: WidePopper}}
        getOptionLabel={(airport) => airport.slice(0, 3)}
        filterOptions={filterAirports}
        renderOption={(props, airport) => {
          const {key, ...optionProps} = props;
          return (
            <li key={key} {...optionProps}>
              {airport}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Airport code" />}
      />
    </Stack>
  );
}
