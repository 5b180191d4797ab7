import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import BoltIcon from '@mui/icons-material/Bolt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PetsIcon from '@mui/icons-material/Pets';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export default function IconChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Chip icon={<LocalShippingIcon />} label="Ships tomorrow" />
      <Chip icon={<BoltIcon />} label="Fast charging" color="primary" />
      {/* The icon keeps its own colour when it sets one. */}
      <Chip icon={<WarningAmberIcon color="warning" />} label="Low stock" variant="outlined" />
      <Chip icon={<PetsIcon />} label="Pet friendly" color="success" variant="outlined" />
    </Stack>
  );
}
