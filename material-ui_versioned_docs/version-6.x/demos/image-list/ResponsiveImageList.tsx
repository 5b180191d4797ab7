import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';

const base = '/img/material-ui/image-list';

const pictures = [
  {file: 'mountains.svg', alt: 'Two blue mountains with snowy peaks under a yellow sun'},
  {file: 'sailboat.svg', alt: 'Sailboat with white and yellow sails on a blue sea'},
  {file: 'cactus.svg', alt: 'Cactus in the desert at sunset'},
  {file: 'city.svg', alt: 'City skyline at night with lit windows'},
  {file: 'forest.svg', alt: 'Pine forest on brown earth'},
  {file: 'moon.svg', alt: 'Crescent moon in a starry night sky'},
  {file: 'lighthouse.svg', alt: 'Lighthouse beam sweeping over a dark sea at night'},
  {file: 'balloon.svg', alt: 'Red hot-air balloon floating between white clouds'},
];

export default function ResponsiveImageList() {
  const theme = useTheme();
  // Both hooks answer false on the server and during hydration, then follow the window.
  const isMedium = useMediaQuery(theme.breakpoints.up('sm'));
  const isLarge = useMediaQuery(theme.breakpoints.up('md'));
  const cols = isLarge ? 4 : isMedium ? 3 : 2;

  // Every cell is cropped to 4:3 whatever the file's own shape, so the img reserves that box.
  return (
    <ImageList cols={cols} gap={8} sx={{width: '100%', m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          <img
            src={`${base}/${picture.file}`}
            alt={picture.alt}
            width={400}
            height={300}
            style={{aspectRatio: '4 / 3'}}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
