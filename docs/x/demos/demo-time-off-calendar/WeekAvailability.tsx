import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createTimeOff, type TeamMember, type TimeOffType} from '../data/timeOff';

const team = createTimeOff();

const DAY_MS = 24 * 60 * 60 * 1000;
/** Monday 16 June 2025, the week the demo opens on. */
const FIRST_MONDAY = Date.UTC(2025, 5, 16);
/** The data covers 2025: from the week of 6 January (23 weeks earlier) to that of 22 December. */
const FIRST_WEEK = -23;
const LAST_WEEK = 27;

const dayFormat = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', timeZone: 'UTC'});
const rangeFormat = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

const TYPE_COLORS = {Vacation: 'primary', Sick: 'error', Training: 'secondary', Parental: 'success'} as const;

function weekColumns(monday: number, rows: TeamMember[]): GridColDef<TeamMember>[] {
  const days = Array.from({length: 5}, (_, index) => new Date(monday + index * DAY_MS));
  return [
    {field: 'name', headerName: 'Name', width: 150},
    {field: 'team', headerName: 'Team', width: 110},
    ...days.map<GridColDef<TeamMember>>((date) => {
      const key = date.toISOString().slice(0, 10);
      const away = rows.filter((row) => row.daysOff[key] !== undefined).length;
      return {
        field: key,
        headerName: dayFormat.format(date),
        flex: 1,
        minWidth: 110,
        sortable: false,
        disableColumnMenu: true,
        display: 'flex',
        valueGetter: (_value, row) => row.daysOff[key] ?? null,
        renderCell: (params) =>
          params.value ? (
            <Chip size="small" label={params.value as TimeOffType} color={TYPE_COLORS[params.value as TimeOffType]} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              In
            </Typography>
          ),
        // The header counts who is away that day, under the day's name.
        renderHeader: (params) => (
          <Stack sx={{lineHeight: 1.3}}>
            <Box component="span" sx={{fontWeight: 500}}>
              {params.colDef.headerName}
            </Box>
            <Box component="span" sx={{fontSize: 12, color: away > 2 ? 'error.main' : 'text.secondary'}}>
              {away === 0 ? 'Everyone in' : `${away} away`}
            </Box>
          </Stack>
        ),
      };
    }),
  ];
}

export default function WeekAvailability() {
  const [week, setWeek] = React.useState(0);
  const monday = FIRST_MONDAY + week * 7 * DAY_MS;
  const columns = React.useMemo(() => weekColumns(monday, team), [monday]);
  const label = `Week of ${rangeFormat.format(new Date(monday))}`;

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button onClick={() => setWeek((value) => value - 1)} disabled={week === FIRST_WEEK}>
          Previous week
        </Button>
        <Button onClick={() => setWeek(0)} disabled={week === 0}>
          This week
        </Button>
        <Button onClick={() => setWeek((value) => value + 1)} disabled={week === LAST_WEEK}>
          Next week
        </Button>
        <Typography variant="subtitle1" aria-live="polite" sx={{ml: 1}}>
          {label}
        </Typography>
      </Stack>
      <Box sx={{height: 460}}>
        <DataGrid
          aria-label={`Team availability, ${label}`}
          rows={team}
          columns={columns}
          columnHeaderHeight={64}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
