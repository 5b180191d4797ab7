import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import {extendTheme} from '@mui/joy/styles';
import * as React from 'react';

const theme = extendTheme();

// The style sheets the provider writes: `:root`, then the light scheme, then the dark scheme.
const [rootSheet = {}, lightSheet = {}, darkSheet = {}] = theme
  .generateStyleSheets()
  .map((sheet) => (Object.values(sheet)[0] ?? {}) as Record<string, string | number>);

const rows = [
  ...Object.entries(rootSheet).map(([name, value]) => ({name, light: String(value), dark: String(value)})),
  ...Object.keys(lightSheet).map((name) => ({name, light: String(lightSheet[name]), dark: String(darkSheet[name])})),
];

const LIMIT = 50;

export default function CssVariableList() {
  const [query, setQuery] = React.useState('radius');
  const matches = rows.filter((row) => row.name.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <div>
      <FormControl sx={{maxWidth: 320, mb: 1}}>
        <FormLabel>Filter by name</FormLabel>
        <Input value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. primary-500" />
      </FormControl>
      <Typography level="body-sm" aria-live="polite" sx={{mb: 1}}>
        {matches.length} of {rows.length} variables
        {matches.length > LIMIT ? `, showing the first ${LIMIT}` : ''}
      </Typography>
      <Box sx={{overflowX: 'auto', maxHeight: 420}}>
        <Table size="sm" stickyHeader aria-label="CSS variables of the default theme" sx={{minWidth: 640}}>
          <thead>
            <tr>
              <th style={{width: '34%'}}>Variable</th>
              <th>Light</th>
              <th>Dark</th>
            </tr>
          </thead>
          <tbody>
            {matches.slice(0, LIMIT).map((row) => (
              <tr key={row.name}>
                <td>
                  <code>{row.name}</code>
                </td>
                <td>
                  <code>{row.light}</code>
                </td>
                <td>
                  <code>{row.dark}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
    </div>
  );
}
