import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const results = [
  {team: 'Harbour Rowers', won: 9, drawn: 2, lost: 1, scored: 31, conceded: 12},
  {team: 'Hilltop United', won: 8, drawn: 3, lost: 1, scored: 27, conceded: 10},
  {team: 'Riverside Athletic', won: 7, drawn: 1, lost: 4, scored: 22, conceded: 18},
  {team: 'Old Mill FC', won: 5, drawn: 4, lost: 3, scored: 19, conceded: 17},
  {team: 'Northgate Rovers', won: 4, drawn: 2, lost: 6, scored: 15, conceded: 21},
  {team: 'Lakeside Town', won: 3, drawn: 3, lost: 6, scored: 14, conceded: 24},
  {team: 'Quarry Lane', won: 2, drawn: 4, lost: 6, scored: 11, conceded: 23},
  {team: 'Saint Brigid’s', won: 1, drawn: 3, lost: 8, scored: 9, conceded: 30},
];

// Height of the first header row, so the second sticky row sits right under it.
const GROUP_ROW_HEIGHT = 37;

export default function ColumnGroupingTable() {
  return (
    // A scrolling container must be reachable from the keyboard: focusable, with a role and a name.
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="League standings"
      tabIndex={0}
      sx={{
        maxHeight: 300,
        '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2},
      }}>
      <Table stickyHeader size="small" aria-label="League standings">
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{verticalAlign: 'bottom'}}>
              Team
            </TableCell>
            <TableCell align="center" colSpan={3} scope="colgroup">
              Matches
            </TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              Goals
            </TableCell>
          </TableRow>
          <TableRow>
            {['Won', 'Drawn', 'Lost', 'For', 'Against'].map((label) => (
              <TableCell key={label} align="right" sx={{top: GROUP_ROW_HEIGHT}}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((row) => (
            <TableRow key={row.team} hover>
              <TableCell component="th" scope="row">
                {row.team}
              </TableCell>
              <TableCell align="right">{row.won}</TableCell>
              <TableCell align="right">{row.drawn}</TableCell>
              <TableCell align="right">{row.lost}</TableCell>
              <TableCell align="right">{row.scored}</TableCell>
              <TableCell align="right">{row.conceded}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
