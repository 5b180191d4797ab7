import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const base = '/img/material-ui/image-list';
// Intrinsic sizes of the files, so the browser reserves the right space before they load.
const portrait = new Set(['lighthouse.svg', 'balloon.svg']);
const size = (file: string) => (portrait.has(file) ? {width: 300, height: 400} : {width: 400, height: 300});

const pictures = [
  {file: 'lighthouse.svg', title: 'Harbour light', alt: 'Lighthouse beam sweeping over a dark sea at night'},
  {file: 'mountains.svg', title: 'High pass', alt: 'Two blue mountains with snowy peaks under a yellow sun'},
  {file: 'sailboat.svg', title: 'Regatta', alt: 'Sailboat with white and yellow sails on a blue sea'},
  {file: 'balloon.svg', title: 'Morning flight', alt: 'Red hot-air balloon floating between white clouds'},
  {file: 'moon.svg', title: 'Night watch', alt: 'Crescent moon in a starry night sky'},
  {file: 'forest.svg', title: 'Pine ridge', alt: 'Pine forest on brown earth'},
];

export default function MasonryImageList() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{width: '100%', maxWidth: 480, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          <img src={`${base}/${picture.file}`} alt={picture.alt} {...size(picture.file)} loading="lazy" />
          <ImageListItemBar position="below" title={picture.title} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
