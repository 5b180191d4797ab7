import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const base = '/img/material-ui/image-list';

const pictures = [
  {file: 'forest.svg', alt: 'Pine forest on brown earth'},
  {file: 'balloon.svg', alt: 'Red hot-air balloon floating between white clouds'},
  {file: 'city.svg', alt: 'City skyline at night with lit windows'},
  {file: 'sailboat.svg', alt: 'Sailboat with white and yellow sails on a blue sea'},
  {file: 'lighthouse.svg', alt: 'Lighthouse beam sweeping over a dark sea at night'},
  {file: 'cactus.svg', alt: 'Cactus in the desert at sunset'},
];

export default function WovenImageList() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{width: '100%', maxWidth: 480, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          {/* Every cell is cropped to a 3:4 box, so the ratio is reserved before the file loads. */}
          <img
            src={`${base}/${picture.file}`}
            alt={picture.alt}
            width={300}
            height={400}
            style={{aspectRatio: '3 / 4'}}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
