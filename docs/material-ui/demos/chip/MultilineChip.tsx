import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export default function MultilineChip() {
  return (
    <Box sx={{width: 240}}>
      <Chip
        label="Delivered to the parcel locker at Rua Augusta 12, collect within 3 days"
        sx={{height: 'auto', py: 0.5}}
        slotProps={{label: {sx: {display: 'block', whiteSpace: 'normal'}}}}
      />
    </Box>
  );
}
