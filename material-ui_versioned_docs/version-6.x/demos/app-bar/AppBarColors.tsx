import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const bars = [
  {color: 'primary', label: 'Primary, dense', elevation: 4},
  {color: 'default', label: 'Default, dense', elevation: 1},
  {color: 'transparent', label: 'Transparent, no shadow', elevation: 0},
] as const;

export default function AppBarColors() {
  return (
    <Stack spacing={2}>
      {bars.map((bar) => (
        <AppBar key={bar.color} position="static" color={bar.color} elevation={bar.elevation}>
          <Toolbar variant="dense">
            <IconButton edge="start" color="inherit" aria-label="Open navigation" sx={{mr: 2}}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div">
              {bar.label}
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
