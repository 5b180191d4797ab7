import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// The attribute that selects Joy's colour scheme. On this site it is `data-theme`; in an app with
// Joy's default setup it is `data-joy-color-scheme`.
const SCHEME_ATTRIBUTE = 'data-theme';

function Preview({scheme}: {scheme: 'light' | 'dark'}) {
  return (
    <Box
      {...{[SCHEME_ATTRIBUTE]: scheme}}
      sx={{
        flex: '1 1 260px',
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.body',
        border: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}>
      <Typography level="title-md">{scheme === 'light' ? 'Light scheme' : 'Dark scheme'}</Typography>
      <Typography level="body-sm">Same components, same props, different variables.</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Button size="sm">Solid</Button>
        <Button size="sm" variant="soft">
          Soft
        </Button>
        <Button size="sm" variant="outlined">
          Outlined
        </Button>
        <Button size="sm" variant="plain">
          Plain
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Input size="sm" aria-label={`Name (${scheme} scheme)`} defaultValue="Ada" sx={{flex: 1}} />
        <Chip size="sm" variant="soft" color="success">
          Active
        </Chip>
      </Stack>
    </Box>
  );
}

export default function SchemesSideBySide() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
      <Preview scheme="light" />
      <Preview scheme="dark" />
    </Box>
  );
}
