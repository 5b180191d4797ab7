import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';

interface Place {
  id: string;
  name: string;
  area: string;
}

interface PlaceResult extends Place {
  // Character ranges of `name` that matched the query, as a geocoding service would return them.
  matches: {offset: number; length: number}[];
}

const places: Place[] = [
  {id: 'p1', name: 'Baker Street', area: 'Marylebone, London, UK'},
  {id: 'p2', name: 'Bakerloo Line Depot', area: 'Stonebridge Park, London, UK'},
  {id: 'p3', name: 'Bath Abbey', area: 'Bath, UK'},
  {id: 'p4', name: 'Bahnhofstrasse', area: 'Zürich, Switzerland'},
  {id: 'p5', name: 'Broadway', area: 'New York, NY, USA'},
  {id: 'p6', name: 'Brandenburg Gate', area: 'Pariser Platz, Berlin, Germany'},
  {id: 'p7', name: 'Canal Street', area: 'Manchester, UK'},
  {id: 'p8', name: 'Castle Street', area: 'Edinburgh, UK'},
  {id: 'p9', name: 'Central Park', area: 'New York, NY, USA'},
  {id: 'p10', name: 'Market Street', area: 'San Francisco, CA, USA'},
  {id: 'p11', name: 'Park Lane', area: 'Mayfair, London, UK'},
  {id: 'p12', name: 'Rue de Rivoli', area: 'Paris, France'},
];

// Stands in for a place-search service: matches the start of any word in the name and
// reports where. Everything stays in the page; nothing is sent over the network.
function searchPlaces(query: string): Promise<PlaceResult[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const results: PlaceResult[] = [];
  for (const place of places) {
    const lower = place.name.toLowerCase();
    const matches: PlaceResult['matches'] = [];
    const allFound = words.every((word) => {
      const pattern = new RegExp(`(^|\\s)${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const hit = pattern.exec(lower);
      if (!hit) return false;
      const offset = hit.index + (hit[1] ?? '').length;
      matches.push({offset, length: word.length});
      return true;
    });
    if (allFound) results.push({...place, matches: matches.sort((a, b) => a.offset - b.offset)});
  }
  return new Promise((resolve) => setTimeout(() => resolve(results.slice(0, 5)), 200));
}

function splitName(result: PlaceResult): {text: string; bold: boolean}[] {
  const parts: {text: string; bold: boolean}[] = [];
  let cursor = 0;
  for (const {offset, length} of result.matches) {
    if (offset < cursor) continue;
    if (offset > cursor) parts.push({text: result.name.slice(cursor, offset), bold: false});
    parts.push({text: result.name.slice(offset, offset + length), bold: true});
    cursor = offset + length;
  }
  if (cursor < result.name.length) parts.push({text: result.name.slice(cursor), bold: false});
  return parts;
}

export default function PlaceSearch() {
  const [value, setValue] = React.useState<PlaceResult | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<readonly PlaceResult[]>([]);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions(value ? [value] : []);
      return undefined;
    }
    let active = true;
    void searchPlaces(inputValue).then((results) => {
      if (!active) return;
      // Keep the chosen place in the list so the input does not lose its label.
      const rest = results.filter((place) => place.id !== value?.id);
      setOptions(value ? [value, ...rest] : rest);
    });
    return () => {
      active = false;
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      sx={{width: 360}}
      options={options}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      getOptionLabel={(place) => place.name}
      getOptionKey={(place) => place.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      // The search function has already filtered: show its results as they come.
      filterOptions={(x) => x}
      autoComplete
      includeInputInList
      filterSelectedOptions
      noOptionsText={inputValue.trim() === '' ? 'Start typing a street or landmark' : 'No places found'}
      renderOption={(props, place) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
              <LocationOnIcon aria-hidden sx={{color: 'text.secondary'}} />
              <div>
                <span>
                  {splitName(place).map((part, index) =>
                    part.bold ? (
                      <Box key={index} component="span" sx={{fontWeight: 'fontWeightBold'}}>
                        {part.text}
                      </Box>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </span>
                <Typography variant="body2" color="text.secondary">
                  {place.area}
                </Typography>
              </div>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Add a location" fullWidth />}
    />
  );
}
