import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function CheckboxSizesIcons() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <Checkbox size="small" defaultChecked slotProps={{input: {'aria-label': 'Small checkbox'}}} />
      <Checkbox defaultChecked slotProps={{input: {'aria-label': 'Medium checkbox'}}} />
      <Checkbox size="large" defaultChecked slotProps={{input: {'aria-label': 'Large checkbox'}}} />
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
    </Stack>
  );
}
