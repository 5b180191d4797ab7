import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function AvatarChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Chip avatar={<Avatar alt="" src="/img/material-ui/avatar/ada.svg" />} label="Ada Moreau" />
      <Chip
        avatar={<Avatar alt="" src="/img/material-ui/avatar/chiara.svg" />}
        label="Chiara Russo"
        variant="outlined"
      />
      <Chip avatar={<Avatar>BO</Avatar>} label="Bruno Okafor" color="primary" />
      <Chip avatar={<Avatar alt="" src="/img/material-ui/avatar/dev.svg" />} label="Dev Patel" size="small" />
    </Stack>
  );
}
