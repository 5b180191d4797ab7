import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const base = '/img/material-ui/image-list';
// Intrinsic sizes of the files, so the browser reserves the right space before they load.
const portrait = new Set(['lighthouse.svg', 'balloon.svg']);
const size = (file: string) => (portrait.has(file) ? {width: 300, height: 400} : {width: 400, height: 300});

const pictures = [
  {file: 'mountains.svg', alt: 'Snow-capped mountains under a yellow sun'},
  {file: 'sailboat.svg', alt: 'Sailboat with white and yellow sails'},
  {file: 'cactus.svg', alt: 'Cactus in the desert at sunset'},
  {file: 'city.svg', alt: 'City skyline at night with lit windows'},
  {file: 'forest.svg', alt: 'Pine forest on brown earth'},
  {file: 'moon.svg', alt: 'Crescent moon in a starry sky'},
];

export default function StandardImageList() {
  return (
    <ImageList cols={3} rowHeight={120} gap={8} sx={{width: '100%', maxWidth: 480, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          <img src={`${base}/${picture.file}`} alt={picture.alt} {...size(picture.file)} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
