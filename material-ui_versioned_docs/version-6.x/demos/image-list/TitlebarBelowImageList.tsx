import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const base = '/img/material-ui/image-list';

const pictures = [
  {
    file: 'mountains.svg',
    title: 'High pass',
    price: '€24',
    alt: 'Two blue mountains with snowy peaks under a yellow sun',
  },
  {file: 'sailboat.svg', title: 'Regatta', price: '€18', alt: 'Sailboat with white and yellow sails on a blue sea'},
  {file: 'city.svg', title: 'Downtown', price: '€30', alt: 'City skyline at night with lit windows'},
  {file: 'moon.svg', title: 'Night watch', price: '€22', alt: 'Crescent moon in a starry night sky'},
  {file: 'forest.svg', title: 'Pine ridge', price: '€18', alt: 'Pine forest on brown earth'},
  {file: 'cactus.svg', title: 'Desert bloom', price: '€20', alt: 'Cactus in the desert at sunset'},
];

export default function TitlebarBelowImageList() {
  return (
    <ImageList cols={3} gap={12} sx={{width: '100%', maxWidth: 520, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          {/* All files are 4:3, so the pictures line up and the captions start at the same height. */}
          <img
            src={`${base}/${picture.file}`}
            alt={picture.alt}
            width={400}
            height={300}
            loading="lazy"
            style={{aspectRatio: '4 / 3', borderRadius: 4}}
          />
          <ImageListItemBar position="below" title={picture.title} subtitle={`Print, ${picture.price}`} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
