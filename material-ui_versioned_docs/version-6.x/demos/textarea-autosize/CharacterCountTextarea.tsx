import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const LIMIT = 200;

export default function CharacterCountTextarea() {
  const [bio, setBio] = React.useState('Product designer based in Lisbon. I like maps, type and long walks.');

  return (
    <Stack spacing={0.5} sx={{width: '100%', maxWidth: 360}}>
      <Typography component="label" htmlFor="profile-bio" variant="body2">
        Short bio
      </Typography>
      <TextareaAutosize
        id="profile-bio"
        minRows={2}
        maxRows={6}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        aria-describedby="profile-bio-count"
        style={{width: '100%', boxSizing: 'border-box', padding: 8, font: 'inherit', borderRadius: 4, resize: 'none'}}
      />
      <Typography id="profile-bio-count" variant="caption" sx={{alignSelf: 'flex-end', color: 'text.secondary'}}>
        {bio.length} / {LIMIT}
      </Typography>
    </Stack>
  );
}
