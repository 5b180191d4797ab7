import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';

const query = '(min-width:600px)';

// A server-side guess: pretend the visitor uses a 360px-wide phone and answer width queries for it.
// A real app would pick the width from the request (user agent or client hints).
function phoneMatchMedia(mediaQuery: string) {
  const min = /min-width:\s*(\d+)px/.exec(mediaQuery);
  const max = /max-width:\s*(\d+)px/.exec(mediaQuery);
  const width = 360;
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {matches};
}

function Row({label, value}: {label: string; value: boolean}) {
  // The state keeps the value of the first render: the one the server used and hydration reused.
  const [first] = React.useState(value);
  return (
    <TableRow>
      <TableCell>
        <code>{label}</code>
      </TableCell>
      <TableCell>{String(first)}</TableCell>
      <TableCell>{String(value)}</TableCell>
    </TableRow>
  );
}

export default function ServerRenderingOptions() {
  const byDefault = useMediaQuery(query);
  const defaultTrue = useMediaQuery(query, {defaultMatches: true});
  const phoneGuess = useMediaQuery(query, {ssrMatchMedia: phoneMatchMedia});

  return (
    <Table size="small" aria-label={`Values of ${query} with different options`}>
      <TableHead>
        <TableRow>
          <TableCell>Options</TableCell>
          <TableCell>First render</TableCell>
          <TableCell>Now</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <Row label="{}" value={byDefault} />
        <Row label="{defaultMatches: true}" value={defaultTrue} />
        <Row label="{ssrMatchMedia: phoneMatchMedia}" value={phoneGuess} />
      </TableBody>
    </Table>
  );
}
