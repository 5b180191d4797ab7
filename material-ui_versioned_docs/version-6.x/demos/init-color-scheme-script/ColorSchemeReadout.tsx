import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {createTheme, ThemeProvider, useColorScheme} from '@mui/material/styles';
// Types the props `colorSchemeNode` and `disableNestedContext`, which v6 only declares on
// ThemeProvider once this augmentation is imported.
import type {} from '@mui/material/themeCssVarsAugmentation';

// A theme of its own, so the demo reads its own provider rather than the page's.
const theme = createTheme({colorSchemes: {light: true, dark: true}});

function Readout() {
  const {mode, systemMode, colorScheme} = useColorScheme();
  const rows: [string, string | undefined][] = [
    ['mode', mode],
    ['systemMode', systemMode],
    ['colorScheme', colorScheme],
  ];

  return (
    <Paper variant="outlined" sx={{width: '100%', maxWidth: 360}}>
      <Table size="small" aria-label="Values returned by useColorScheme">
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{fontFamily: 'monospace'}}>
                {name}
              </TableCell>
              <TableCell>{value ?? 'undefined (not mounted yet)'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export default function ColorSchemeReadout() {
  return (
    <ThemeProvider theme={theme} defaultMode="system" storageManager={null} colorSchemeNode={null} disableNestedContext>
      <Readout />
    </ThemeProvider>
  );
}
