import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {
  createTimeOff,
  dayKey,
  daysInMonth,
  isWeekend,
  TIME_OFF_TYPES,
  TIME_OFF_YEAR,
  type TeamMember,
  type TimeOffType,
} from '../data/timeOff';

const team = createTimeOff();

/** Colour and one-letter code of each kind of absence. */
const TYPE_STYLES: Record<TimeOffType, {code: string; color: string}> = {
  Vacation: {code: 'V', color: 'primary.main'},
  Sick: {code: 'S', color: 'error.main'},
  Training: {code: 'T', color: 'secondary.main'},
  Parental: {code: 'P', color: 'success.dark'},
};

const monthFormat = new Intl.DateTimeFormat('en-GB', {month: 'long', year: 'numeric', timeZone: 'UTC'});
const weekdayFormat = new Intl.DateTimeFormat('en-GB', {weekday: 'narrow', timeZone: 'UTC'});
const longDayFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'full', timeZone: 'UTC'});

/** Hides text visually while keeping it for screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function TimeOffBadge({type}: {type: TimeOffType}) {
  const {code, color} = TYPE_STYLES[type];
  return (
    <Box
      role="img"
      aria-label={type}
      sx={{
        width: 22,
        height: 22,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: color,
        color: 'common.white',
        fontSize: 12,
        fontWeight: 700,
      }}>
      {code}
    </Box>
  );
}

function renderTimeOff(params: GridRenderCellParams<TeamMember, TimeOffType | undefined>) {
  return params.value ? <TimeOffBadge type={params.value} /> : null;
}

/** A name column, one narrow column per day of the month, and a count of days off. */
function monthColumns(month: number): GridColDef<TeamMember>[] {
  const days = Array.from({length: daysInMonth(TIME_OFF_YEAR, month)}, (_, index) => index + 1);
  return [
    {field: 'name', headerName: 'Name', width: 160},
    ...days.map<GridColDef<TeamMember>>((day) => {
      const date = new Date(Date.UTC(TIME_OFF_YEAR, month, day));
      const key = dayKey(TIME_OFF_YEAR, month, day);
      return {
        field: key,
        headerName: String(day),
        width: 44,
        minWidth: 44,
        align: 'center',
        headerAlign: 'center',
        display: 'flex',
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        resizable: false,
        valueGetter: (_value, row) => row.daysOff[key],
        renderCell: renderTimeOff,
        // The weekday letter above the day number; screen readers get the full date instead.
        renderHeader: () => (
          <Stack sx={{alignItems: 'center', lineHeight: 1.2}}>
            <Box component="span" aria-hidden sx={{fontSize: 11, color: 'text.secondary'}}>
              {weekdayFormat.format(date)}
            </Box>
            <Box component="span" aria-hidden>
              {day}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {longDayFormat.format(date)}
            </Box>
          </Stack>
        ),
        cellClassName: isWeekend(TIME_OFF_YEAR, month, day) ? 'weekend' : undefined,
        headerClassName: isWeekend(TIME_OFF_YEAR, month, day) ? 'weekend' : undefined,
      };
    }),
    {
      field: 'total',
      headerName: 'Days off',
      type: 'number',
      width: 90,
      valueGetter: (_value, row) =>
        days.filter((day) => row.daysOff[dayKey(TIME_OFF_YEAR, month, day)] !== undefined).length,
    },
  ];
}

export default function TimeOffCalendar() {
  const [month, setMonth] = React.useState(5);
  const columns = React.useMemo(() => monthColumns(month), [month]);
  const title = monthFormat.format(new Date(Date.UTC(TIME_OFF_YEAR, month, 1)));
  const titleId = React.useId();

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <IconButton aria-label="Previous month" disabled={month === 0} onClick={() => setMonth((value) => value - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id={titleId}
          component="h3"
          variant="h6"
          aria-live="polite"
          sx={{minWidth: 160, textAlign: 'center'}}>
          {title}
        </Typography>
        <IconButton aria-label="Next month" disabled={month === 11} onClick={() => setMonth((value) => value + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', rowGap: 1}}>
        {TIME_OFF_TYPES.map((type) => (
          <Stack key={type} direction="row" spacing={0.75} sx={{alignItems: 'center'}}>
            <TimeOffBadge type={type} />
            <Typography variant="body2">{type}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        sx={{
          height: 460,
          '& .weekend': {bgcolor: 'action.hover'},
        }}>
        <DataGrid
          aria-labelledby={titleId}
          rows={team}
          columns={columns}
          columnHeaderHeight={52}
          rowHeight={40}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
