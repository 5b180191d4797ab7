import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const timezones: Record<string, string[]> = {
  Europe: ['Lisbon', 'Paris', 'Helsinki'],
  Americas: ['New York', 'Mexico City', 'São Paulo'],
  Asia: ['Dubai', 'Singapore', 'Tokyo'],
};

export default function GroupedSelect() {
  return (
    <FormControl sx={{maxWidth: 280}}>
      <FormLabel>Time zone</FormLabel>
      <Select placeholder="Choose a city">
        {Object.entries(timezones).flatMap(([region, cities], index) => [
          index > 0 ? <ListDivider key={`${region}-divider`} role="none" /> : null,
          <ListItem key={region} nested role="none">
            <ListSubheader sticky>{region}</ListSubheader>
            <List>
              {cities.map((city) => (
                <Option key={city} value={city}>
                  {city}
                </Option>
              ))}
            </List>
          </ListItem>,
        ])}
      </Select>
    </FormControl>
  );
}
