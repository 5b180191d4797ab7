import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, THEME_ID} from '@mui/material/styles';
import styled from '@mui/system/styled';
import SystemThemeProvider from '@mui/system/ThemeProvider';

// An in-house component that reads `theme.palette.primary.main` from its own theme.
const HouseBadge = styled('span')(({theme}) => ({
  padding: '4px 10px',
  borderRadius: 999,
  color: '#fff',
  fontSize: 13,
  fontWeight: 600,
  backgroundColor: theme.palette.primary.main,
}));

const houseTheme = {palette: {primary: {main: '#6a1b9a'}}};
const materialTheme = createTheme({palette: {primary: {main: '#e65100'}}});

function Panel({title, scoped}: {title: string; scoped: boolean}) {
  const content = (
    <div style={{display: 'flex', gap: 12, alignItems: 'center'}}>
      <HouseBadge>House badge</HouseBadge>
      <Button variant="contained">Material button</Button>
    </div>
  );
  return (
    <Stack spacing={1.5} sx={{flex: 1, minWidth: 200, alignItems: 'flex-start'}}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {/* Only the house badge and the Material button sit under the nested providers. */}
      <SystemThemeProvider theme={houseTheme}>
        {scoped ? (
          <ThemeProvider theme={{[THEME_ID]: materialTheme}}>{content}</ThemeProvider>
        ) : (
          <ThemeProvider theme={materialTheme}>{content}</ThemeProvider>
        )}
      </SystemThemeProvider>
    </Stack>
  );
}

export default function ScopedMaterialTheme() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap', width: '100%'}}>
      <Panel title="Scoped with THEME_ID" scoped />
      <Panel title="Not scoped" scoped={false} />
    </Stack>
  );
}
