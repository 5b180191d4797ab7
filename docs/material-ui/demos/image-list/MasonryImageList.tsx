import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const base = '/img/material-ui/image-list';

const pictures = [
  {file: 'lighthouse.svg', title: 'Harbour light'},
  {file: 'mountains.svg', title: 'High pass'},
  {file: 'sailboat.svg', title: 'Regatta'},
  {file: 'balloon.svg', title: 'Morning flight'},
  {file: 'moon.svg', title: 'Night watch'},
  {file: 'forest.svg', title: 'Pine ridge'},
];

export default function MasonryImageList() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{width: '100%', maxWidth: 480, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          <img src={`${base}/${picture.file}`} alt={picture.title} loading="lazy" />
          <ImageListItemBar position="below" title={picture.title} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
