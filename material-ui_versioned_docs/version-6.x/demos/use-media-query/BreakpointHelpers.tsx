import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';

export default function BreakpointHelpers() {
  const theme = useTheme();
  const rows = [
    {helper: "up('md')", query: theme.breakpoints.up('md')},
    {helper: "down('sm')", query: theme.breakpoints.down('sm')},
    {helper: "between('sm', 'lg')", query: theme.breakpoints.between('sm', 'lg')},
    {helper: "only('md')", query: theme.breakpoints.only('md')},
    {helper: "not('xs')", query: theme.breakpoints.not('xs')},
  ];
  const matches = [
    useMediaQuery(rows[0]!.query),
    useMediaQuery(rows[1]!.query),
    useMediaQuery(rows[2]!.query),
    useMediaQuery(rows[3]!.query),
    useMediaQuery(rows[4]!.query),
  ];

  return (
    <Table size="small" aria-label="Breakpoint helpers and their media queries">
      <TableHead>
        <TableRow>
          <TableCell>Helper</TableCell>
          <TableCell>Media query</TableCell>
          <TableCell>Matches</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.helper}>
            <TableCell>
              <code>theme.breakpoints.{row.helper}</code>
            </TableCell>
            <TableCell>
              <code>{row.query.replace(/^@media /, '')}</code>
            </TableCell>
            <TableCell>{matches[index] ? 'yes' : 'no'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
