import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const base = '/img/material-ui/image-list';
// Intrinsic sizes of the files, so the browser reserves the right space before they load.
const portrait = new Set(['lighthouse.svg', 'balloon.svg']);
const size = (file: string) => (portrait.has(file) ? {width: 300, height: 400} : {width: 400, height: 300});

const pictures = [
  {file: 'mountains.svg', alt: 'Snow-capped mountains', cols: 2, rows: 2},
  {file: 'lighthouse.svg', alt: 'Lighthouse at night', cols: 1, rows: 2},
  {file: 'balloon.svg', alt: 'Hot-air balloon among clouds', cols: 1, rows: 2},
  {file: 'city.svg', alt: 'City skyline at night', cols: 2, rows: 1},
  {file: 'sailboat.svg', alt: 'Sailboat on the sea', cols: 1, rows: 1},
  {file: 'moon.svg', alt: 'Crescent moon', cols: 1, rows: 1},
];

export default function QuiltedImageList() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={90} sx={{width: '100%', maxWidth: 480, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file} cols={picture.cols} rows={picture.rows}>
          <img src={`${base}/${picture.file}`} alt={picture.alt} {...size(picture.file)} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
