import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  title: string;
  reporter: {name: string; team: string};
  sla: {hours: number; breached: boolean};
}

// Rows can hold any shape; the columns decide what to read from them.
const tickets: Ticket[] = [
  {
    id: 101,
    title: 'Export fails on large files',
    reporter: {name: 'Hana Ito', team: 'Support'},
    sla: {hours: 4, breached: false},
  },
  {
    id: 102,
    title: 'Invoice totals off by one cent',
    reporter: {name: 'Omar Haddad', team: 'Finance'},
    sla: {hours: 24, breached: true},
  },
  {
    id: 103,
    title: 'Dark mode contrast on charts',
    reporter: {name: 'Freya Berg', team: 'Design'},
    sla: {hours: 72, breached: false},
  },
  {
    id: 104,
    title: 'Login loop after password reset',
    reporter: {name: 'Sami Okafor', team: 'Support'},
    sla: {hours: 2, breached: true},
  },
  {
    id: 105,
    title: 'Slow search on the orders page',
    reporter: {name: 'Lena Novak', team: 'Sales'},
    sla: {hours: 8, breached: false},
  },
];

const columns: GridColDef<Ticket>[] = [
  {field: 'id', headerName: 'Ticket', type: 'number', width: 90},
  {field: 'title', headerName: 'Title', flex: 1, minWidth: 220},
  {
    field: 'reporter',
    headerName: 'Reporter',
    width: 150,
    valueGetter: (_value, row) => row.reporter.name,
  },
  {
    field: 'team',
    headerName: 'Team',
    width: 110,
    valueGetter: (_value, row) => row.reporter.team,
  },
  {
    field: 'slaHours',
    headerName: 'SLA (hours)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.sla.hours,
  },
  {
    field: 'breached',
    headerName: 'Breached',
    type: 'boolean',
    width: 100,
    valueGetter: (_value, row) => row.sla.breached,
  },
];

export default function NestedTicketData() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Support tickets" rows={tickets} columns={columns} hideFooter />
    </Box>
  );
}
