import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Slot {
  time: string;
  booked: boolean;
}

const slots: readonly Slot[] = [
  {time: '09:00', booked: false},
  {time: '09:30', booked: true},
  {time: '10:00', booked: false},
  {time: '10:30', booked: true},
  {time: '11:00', booked: true},
  {time: '11:30', booked: false},
  {time: '12:00', booked: false},
];

export default function DisabledOptions() {
  return (
    <Autocomplete
      options={slots}
      getOptionLabel={(slot) => (slot.booked ? `${slot.time} (booked)` : slot.time)}
      getOptionDisabled={(slot) => slot.booked}
      disabledItemsFocusable
      sx={{width: 320}}
      renderInput={(params) => <TextField {...params} label="Appointment time" />}
    />
  );
}
