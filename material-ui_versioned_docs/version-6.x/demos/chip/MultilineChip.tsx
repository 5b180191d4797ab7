import Box from '@mui/material/Box';
import Chip, {chipClasses} from '@mui/material/Chip';

export default function MultilineChip() {
  return (
    <Box sx={{width: 240}}>
      <Chip
        label="Delivered to the parcel locker at Rua Augusta 12, collect within 3 days"
        sx={{
          height: 'auto',
          py: 0.5,
          // Chip has no label slot in v6: reach the label element through its class.
          [`& .${chipClasses.label}`]: {display: 'block', whiteSpace: 'normal'},
        }}
      />
    </Box>
  );
}
