import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {SvgIconComponent} from '@mui/icons-material';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteTwoTone from '@mui/icons-material/DeleteTwoTone';
import DeleteSharp from '@mui/icons-material/DeleteSharp';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FavoriteTwoTone from '@mui/icons-material/FavoriteTwoTone';
import FavoriteSharp from '@mui/icons-material/FavoriteSharp';
import Settings from '@mui/icons-material/Settings';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SettingsTwoTone from '@mui/icons-material/SettingsTwoTone';
import SettingsSharp from '@mui/icons-material/SettingsSharp';

const themes = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'];
const rows: [string, SvgIconComponent[]][] = [
  ['Delete', [Delete, DeleteOutlined, DeleteRounded, DeleteTwoTone, DeleteSharp]],
  ['Favorite', [Favorite, FavoriteOutlined, FavoriteRounded, FavoriteTwoTone, FavoriteSharp]],
  ['Settings', [Settings, SettingsOutlined, SettingsRounded, SettingsTwoTone, SettingsSharp]],
];

export default function IconThemes() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '90px repeat(5, 1fr)',
        gap: 1.5,
        alignItems: 'center',
        maxWidth: 560,
      }}
    >
      <span />
      {themes.map((theme) => (
        <Typography key={theme} variant="caption" color="text.secondary" sx={{textAlign: 'center'}}>
          {theme}
        </Typography>
      ))}
      {rows.map(([name, icons]) => (
        <React.Fragment key={name}>
          <Typography variant="body2">{name}</Typography>
          {icons.map((Icon, index) => (
            <Box key={themes[index]} sx={{textAlign: 'center'}}>
              <Icon fontSize="large" titleAccess={`${name}${index === 0 ? '' : themes[index]}`} />
            </Box>
          ))}
        </React.Fragment>
      ))}
    </Box>
  );
}
