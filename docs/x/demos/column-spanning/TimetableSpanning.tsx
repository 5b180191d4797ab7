import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

/** Hourly slots from 9:00 to 16:00. */
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16];

interface Booking {
  title: string;
  start: number;
  /** In whole hours. */
  length: number;
}

interface Room {
  id: number;
  room: string;
  bookings: Booking[];
}

const rooms: Room[] = [
  {
    id: 1,
    room: 'Atlas',
    bookings: [
      {title: 'Sprint planning', start: 9, length: 2},
      {title: 'Design review', start: 13, length: 1},
    ],
  },
  {id: 2, room: 'Borealis', bookings: [{title: 'Onboarding workshop', start: 10, length: 4}]},
  {
    id: 3,
    room: 'Cygnus',
    bookings: [
      {title: 'Stand-up', start: 9, length: 1},
      {title: 'Hiring panel', start: 11, length: 2},
      {title: 'Retro', start: 15, length: 2},
    ],
  },
  {id: 4, room: 'Draco', bookings: []},
  {id: 5, room: 'Eridanus', bookings: [{title: 'All-hands rehearsal', start: 12, length: 5}]},
];

/** The booking that starts in a given slot, if any. */
const bookingAt = (room: Room, hour: number) => room.bookings.find((booking) => booking.start === hour);

const columns: GridColDef<Room>[] = [
  {field: 'room', headerName: 'Room', width: 110},
  ...HOURS.map<GridColDef<Room>>((hour) => ({
    field: `h${hour}`,
    headerName: `${hour}:00`,
    width: 110,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    valueGetter: (_value, row) => bookingAt(row, hour)?.title ?? '',
    // A booking's cell stretches over every hour it lasts.
    colSpan: (_value, row) => bookingAt(row, hour)?.length,
    cellClassName: (params) => (params.value ? 'booked' : ''),
  })),
];

export default function TimetableSpanning() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .booked': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          boxShadow: (theme) => `inset 0 0 0 2px ${(theme.vars ?? theme).palette.background.paper}`,
        },
      }}>
      <DataGrid
        aria-label="Room bookings"
        rows={rooms}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
