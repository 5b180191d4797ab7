import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const base = '/img/material-ui/image-list';

const pictures = [
  {
    file: 'mountains.svg',
    title: 'High pass',
    alt: 'Two blue mountains with snowy peaks under a yellow sun',
    featured: true,
  },
  {file: 'sailboat.svg', title: 'Regatta', alt: 'Sailboat with white and yellow sails on a blue sea', featured: false},
  {file: 'moon.svg', title: 'Night watch', alt: 'Crescent moon in a starry night sky', featured: false},
  {file: 'city.svg', title: 'Downtown', alt: 'City skyline at night with lit windows', featured: true},
  {file: 'forest.svg', title: 'Pine ridge', alt: 'Pine forest on brown earth', featured: false},
  {file: 'cactus.svg', title: 'Desert bloom', alt: 'Cactus in the desert at sunset', featured: false},
];

export default function CustomImageList() {
  const [starred, setStarred] = React.useState<string[]>(['moon.svg']);

  const toggle = (file: string) =>
    setStarred((current) => (current.includes(file) ? current.filter((item) => item !== file) : [...current, file]));

  return (
    <ImageList cols={2} rowHeight={140} gap={4} sx={{width: '100%', maxWidth: 480, m: 0}}>
      {pictures.map((picture) => {
        // Featured pictures take the full width and twice the height.
        const span = picture.featured ? 2 : 1;
        const isStarred = starred.includes(picture.file);
        return (
          <ImageListItem key={picture.file} cols={span} rows={span}>
            <img src={`${base}/${picture.file}`} alt={picture.alt} width={400} height={300} loading="lazy" />
            <ImageListItemBar
              title={picture.title}
              position="top"
              actionPosition="left"
              actionIcon={
                <IconButton
                  aria-label={`Star ${picture.title}`}
                  aria-pressed={isStarred}
                  onClick={() => toggle(picture.file)}
                  sx={{color: 'common.white'}}>
                  {isStarred ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
              sx={{
                background:
                  'linear-gradient(to bottom, rgba(0, 0, 0, 0.7) 0%, rgba(0, 0, 0, 0.3) 70%, rgba(0, 0, 0, 0) 100%)',
              }}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
