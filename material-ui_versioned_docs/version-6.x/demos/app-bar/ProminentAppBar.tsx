import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import MoreIcon from '@mui/icons-material/MoreVert';

export default function ProminentAppBar() {
  return (
    <AppBar position="static">
      {/* A taller toolbar; the title sits at the bottom, the buttons stay at the top. */}
      <Toolbar sx={{minHeight: 128, alignItems: 'flex-start', pt: 1, pb: 2}}>
        <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation" sx={{mr: 2}}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h5" component="p" noWrap sx={{flexGrow: 1, alignSelf: 'flex-end'}}>
          Trip to Lisbon
        </Typography>
        <IconButton size="large" color="inherit" aria-label="Search this trip">
          <SearchIcon />
        </IconButton>
        <IconButton size="large" edge="end" color="inherit" aria-label="More trip actions">
          <MoreIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
