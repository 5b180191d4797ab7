import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const base = '/img/material-ui/image-list';
// Intrinsic sizes of the files, so the browser reserves the right space before they load.
const portrait = new Set(['lighthouse.svg', 'balloon.svg']);
const size = (file: string) => (portrait.has(file) ? {width: 300, height: 400} : {width: 400, height: 300});

const pictures = [
  {
    file: 'lighthouse.svg',
    title: 'Harbour light',
    alt: 'Lighthouse beam sweeping over a dark sea at night',
    artist: 'Ines Duarte',
  },
  {
    file: 'balloon.svg',
    title: 'Morning flight',
    alt: 'Red hot-air balloon floating between white clouds',
    artist: 'Tomás Reyes',
  },
  {file: 'forest.svg', title: 'Pine ridge', alt: 'Pine forest on brown earth', artist: 'Aiko Mori'},
  {file: 'cactus.svg', title: 'Desert bloom', alt: 'Cactus in the desert at sunset', artist: 'Sam Okafor'},
];

export default function TitlebarImageList() {
  return (
    <ImageList cols={2} gap={8} sx={{width: '100%', maxWidth: 420, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          <img src={`${base}/${picture.file}`} alt={picture.alt} {...size(picture.file)} loading="lazy" />
          <ImageListItemBar
            title={picture.title}
            subtitle={`by ${picture.artist}`}
            actionIcon={
              <IconButton aria-label={`About ${picture.title}`} sx={{color: 'rgba(255, 255, 255, 0.8)'}}>
                <InfoOutlinedIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
