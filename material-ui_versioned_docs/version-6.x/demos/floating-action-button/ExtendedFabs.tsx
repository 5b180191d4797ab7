import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function ExtendedFabs() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Fab variant="extended" color="primary">
        <AddShoppingCartIcon sx={{mr: 1}} />
        Add to basket
      </Fab>
      <Fab variant="extended" color="secondary" size="medium">
        <NavigationIcon sx={{mr: 1}} />
        Directions
      </Fab>
      <Fab variant="extended" size="small" href="/material-ui/react-button">
        <HelpOutlineIcon sx={{mr: 1}} />
        Button guide
      </Fab>
    </Stack>
  );
}
