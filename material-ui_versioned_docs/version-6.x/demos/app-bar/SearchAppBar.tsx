import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {alpha} from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

export default function SearchAppBar() {
  return (
    <AppBar position="static" color="secondary">
      <Toolbar>
        <Typography variant="h6" component="div" noWrap sx={{flexGrow: 1, display: {xs: 'none', sm: 'block'}}}>
          City Library
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.common.white, 0.15),
            '&:hover': {bgcolor: alpha(theme.palette.common.white, 0.25)},
            width: {xs: '100%', sm: 'auto'},
          })}>
          <SearchIcon aria-hidden="true" />
          <InputBase
            placeholder="Search books…"
            inputProps={{'aria-label': 'Search books'}}
            sx={{color: 'inherit', width: {xs: '100%', sm: '20ch'}}}
          />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
