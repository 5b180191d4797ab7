import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const base = '/img/material-ui/image-list';

const pictures = [
  {file: 'lighthouse.svg', title: 'Harbour light', artist: 'Ines Duarte'},
  {file: 'balloon.svg', title: 'Morning flight', artist: 'Tomás Reyes'},
  {file: 'forest.svg', title: 'Pine ridge', artist: 'Aiko Mori'},
  {file: 'cactus.svg', title: 'Desert bloom', artist: 'Sam Okafor'},
];

export default function TitlebarImageList() {
  return (
    <ImageList cols={2} gap={8} sx={{width: '100%', maxWidth: 420, m: 0}}>
      {pictures.map((picture) => (
        <ImageListItem key={picture.file}>
          <img src={`${base}/${picture.file}`} alt={picture.title} loading="lazy" />
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
