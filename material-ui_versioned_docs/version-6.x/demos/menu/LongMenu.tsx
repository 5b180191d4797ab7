import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TranslateIcon from '@mui/icons-material/Translate';

const languages = [
  'Dansk',
  'Deutsch',
  'English',
  'Español',
  'Français',
  'Italiano',
  'Nederlands',
  'Norsk',
  'Polski',
  'Português',
  'Suomi',
  'Svenska',
  'Türkçe',
];

const ITEM_HEIGHT = 48;

export default function LongMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [language, setLanguage] = React.useState<string>('English');
  const open = Boolean(anchorEl);
  const menuId = React.useId();

  const choose = (value: string) => {
    setLanguage(value);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <IconButton
        aria-label="Change language"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Typography>Language: {language}</Typography>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{paper: {style: {maxHeight: ITEM_HEIGHT * 4.5, width: '20ch'}}}}
      >
        {languages.map((option) => (
          <MenuItem key={option} selected={option === language} onClick={() => choose(option)}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
