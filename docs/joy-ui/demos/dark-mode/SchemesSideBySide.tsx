import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';

// Own prefix and selector: the preview's variables do not replace the page's `--joy-*` ones.
const theme = extendTheme({cssVarPrefix: 'schemes-demo', colorSchemeSelector: 'data-schemes-demo'});

function Panel({scheme}: {scheme: 'light' | 'dark'}) {
  return (
    // Any element carrying the scheme's attribute switches the variables for its subtree.
    <Box data-schemes-demo={scheme} sx={{flex: 1, minWidth: 240, p: 2, borderRadius: 'md', bgcolor: 'background.body'}}>
      <Card variant="outlined">
        <Typography level="title-md" component="p">
          {scheme} scheme
        </Typography>
        <Input size="sm" placeholder="Search" aria-label={`Search (${scheme} scheme)`} />
        <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
          <Button size="sm">Save</Button>
          <Button size="sm" variant="soft" color="neutral">
            Cancel
          </Button>
          <Chip
            size="sm"
            variant="soft"
            color="success"
            sx={(theme) => ({
              // Styles for the dark scheme only.
              ...theme.applyStyles('dark', {fontWeight: 'lg'}),
            })}>
            Synced
          </Chip>
        </Stack>
      </Card>
    </Box>
  );
}

export default function SchemesSideBySide() {
  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Panel scheme="light" />
        <Panel scheme="dark" />
      </Stack>
    </CssVarsProvider>
  );
}
