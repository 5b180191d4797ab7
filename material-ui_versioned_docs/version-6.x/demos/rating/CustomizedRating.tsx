import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';

const HeatRating = styled(Rating)(({theme}) => ({
  '& .MuiRating-iconFilled': {color: theme.palette.warning.main},
  '& .MuiRating-iconHover': {color: theme.palette.warning.dark},
}));

const fieldsetSx = {border: 0, m: 0, p: 0};

export default function CustomizedRating() {
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">How much did you enjoy the talk?</Typography>
        <Rating
          name="talk-hearts"
          defaultValue={7}
          max={10}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'} out of 10`}
          sx={{'& .MuiRating-iconFilled': {color: '#d81b60'}, '& .MuiRating-iconHover': {color: '#ad1457'}}}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">How spicy was the dish?</Typography>
        <HeatRating
          name="spice-level"
          defaultValue={2}
          max={3}
          icon={<LocalFireDepartmentIcon fontSize="inherit" />}
          emptyIcon={<LocalFireDepartmentIcon fontSize="inherit" />}
          getLabelText={(value) => ['Mild', 'Medium', 'Hot'][value - 1] ?? `${value}`}
        />
      </Box>
    </Stack>
  );
}
