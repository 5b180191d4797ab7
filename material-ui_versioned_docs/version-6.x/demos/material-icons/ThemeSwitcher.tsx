import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type {SvgIconComponent} from '@mui/icons-material';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Search from '@mui/icons-material/Search';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';

type Theme = 'Filled' | 'Outlined' | 'Rounded';

const iconSets: Record<Theme, [string, SvgIconComponent][]> = {
  Filled: [['Home', Home], ['Search', Search], ['Notifications', Notifications]],
  Outlined: [['Home', HomeOutlined], ['Search', SearchOutlined], ['Notifications', NotificationsOutlined]],
  Rounded: [['Home', HomeRounded], ['Search', SearchRounded], ['Notifications', NotificationsRounded]],
};

export default function ThemeSwitcher() {
  const [theme, setTheme] = React.useState<Theme>('Outlined');

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={theme}
        onChange={(_event, value: Theme | null) => value && setTheme(value)}
        aria-label="Icon theme"
      >
        <ToggleButton value="Filled">Filled</ToggleButton>
        <ToggleButton value="Outlined">Outlined</ToggleButton>
        <ToggleButton value="Rounded">Rounded</ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{px: 1}}>
        {iconSets[theme].map(([label, Icon]) => (
          <IconButton key={label} aria-label={label}>
            <Icon />
          </IconButton>
        ))}
      </Paper>
    </Stack>
  );
}
