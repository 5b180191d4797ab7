import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {indigo} from '@mui/material/colors';
import FolderIcon from '@mui/icons-material/Folder';

export default function SizedAvatars() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Avatar alt="Chiara Rossi" src="/img/material-ui/avatar/chiara.svg" sx={{width: 24, height: 24}} />
        <Avatar alt="Chiara Rossi" src="/img/material-ui/avatar/chiara.svg" sx={{width: 32, height: 32}} />
        <Avatar alt="Chiara Rossi" src="/img/material-ui/avatar/chiara.svg" />
        <Avatar alt="Chiara Rossi" src="/img/material-ui/avatar/chiara.svg" sx={{width: 56, height: 56}} />
        <Avatar alt="Chiara Rossi" src="/img/material-ui/avatar/chiara.svg" sx={{width: 80, height: 80}} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        {/* Text and icons do not scale with the frame: size them too. */}
        <Avatar role="img" aria-label="Marcus Webb" sx={{width: 24, height: 24, fontSize: 12, bgcolor: indigo[500]}}>
          MW
        </Avatar>
        <Avatar role="img" aria-label="Marcus Webb" sx={{width: 56, height: 56, fontSize: 24, bgcolor: indigo[500]}}>
          MW
        </Avatar>
        <Avatar sx={{width: 24, height: 24}}>
          <FolderIcon sx={{fontSize: 16}} />
        </Avatar>
        <Avatar sx={{width: 56, height: 56}}>
          <FolderIcon sx={{fontSize: 32}} />
        </Avatar>
      </Stack>
    </Stack>
  );
}
