import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';

export default function IconCheckboxes() {
  // `indeterminate` only draws the icon; set the input's own property so the mixed state is announced.
  const mixedInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (mixedInput.current) mixedInput.current.indeterminate = true;
  }, []);

  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <Checkbox
        icon={<FavoriteBorderIcon />}
        checkedIcon={<FavoriteIcon />}
        color="error"
        slotProps={{input: {'aria-label': 'Add to favourites'}}}
      />
      <Checkbox
        icon={<BookmarkBorderIcon />}
        checkedIcon={<BookmarkIcon />}
        defaultChecked
        slotProps={{input: {'aria-label': 'Save for later'}}}
      />
      <Checkbox
        icon={<RadioButtonUncheckedIcon />}
        checkedIcon={<CheckCircleIcon />}
        indeterminateIcon={<RemoveCircleIcon />}
        indeterminate
        color="success"
        slotProps={{input: {'aria-label': 'Some tasks done', ref: mixedInput}}}
      />
    </Stack>
  );
}
