import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';

export default function ChipSizes() {
  return (
    <Stack spacing={1.5}>
      {(['medium', 'small'] as const).map((size) => (
        <Stack key={size} direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
          <Chip size={size} label={size === 'medium' ? 'Medium (default)' : 'Small'} />
          <Chip size={size} label="With icon" icon={<FaceIcon />} variant="outlined" />
          <Chip size={size} label="With avatar" avatar={<Avatar>M</Avatar>} />
        </Stack>
      ))}
    </Stack>
  );
}
