import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';

export default function DirectionAwareForm() {
  const theme = useTheme();
  // Icons are not mirrored automatically: pick the arrow that points "forward".
  const forwardIcon = theme.direction === 'rtl' ? <ArrowBackIcon /> : <ArrowForwardIcon />;

  return (
    <Paper variant="outlined" sx={{p: 2, width: '100%', maxWidth: 420}}>
      <Typography variant="body2" sx={{color: 'text.secondary', mb: 2}}>
        Current direction: <strong>{theme.direction}</strong>
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Destination"
          defaultValue="Lisbon"
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <div>
          <Typography id="rtl-budget-label" variant="body2" gutterBottom>
            Budget per night
          </Typography>
          <Slider aria-labelledby="rtl-budget-label" defaultValue={120} min={40} max={300} valueLabelDisplay="auto" />
        </div>
        <Button variant="contained" endIcon={forwardIcon} sx={{alignSelf: 'flex-end'}}>
          Continue
        </Button>
      </Stack>
    </Paper>
  );
}
