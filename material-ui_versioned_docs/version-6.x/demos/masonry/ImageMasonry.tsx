import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';

// Width and height are the intrinsic sizes of each file, so the browser reserves the right
// space before the image loads and Masonry can measure every tile straight away.
const photos = [
  {src: '/img/material-ui/image-list/lighthouse.svg', alt: 'Lighthouse on a rocky point', width: 300, height: 400},
  {src: '/img/material-ui/image-list/mountains.svg', alt: 'Mountain range under a clear sky', width: 400, height: 300},
  {src: '/img/material-ui/card/mountain-lake.svg', alt: 'Lake at the foot of the mountains', width: 640, height: 360},
  {src: '/img/material-ui/image-list/sailboat.svg', alt: 'Sailing boat on calm water', width: 400, height: 300},
  {src: '/img/material-ui/image-list/balloon.svg', alt: 'Hot-air balloon rising', width: 300, height: 400},
  {src: '/img/material-ui/image-list/moon.svg', alt: 'Full moon over the hills', width: 400, height: 300},
  {src: '/img/material-ui/image-list/forest.svg', alt: 'Pine forest on a ridge', width: 400, height: 300},
  {src: '/img/material-ui/card/lighthouse.svg', alt: 'Lighthouse at dusk', width: 640, height: 360},
  {src: '/img/material-ui/image-list/cactus.svg', alt: 'Cactus in the desert', width: 400, height: 300},
  {src: '/img/material-ui/image-list/city.svg', alt: 'City skyline', width: 400, height: 300},
];

export default function ImageMasonry() {
  return (
    <Box sx={{width: '100%', maxWidth: 640}}>
      <Masonry columns={3} spacing={1}>
        {photos.map((photo) => (
          <Box key={photo.src} sx={{borderRadius: 1, overflow: 'hidden'}}>
            <img
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              style={{display: 'block', width: '100%', height: 'auto'}}
            />
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
