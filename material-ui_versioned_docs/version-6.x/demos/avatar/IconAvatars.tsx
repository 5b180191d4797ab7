import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {green, pink} from '@mui/material/colors';
import FolderIcon from '@mui/icons-material/Folder';
import EventIcon from '@mui/icons-material/Event';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>
        <FolderIcon />
      </Avatar>
      <Avatar sx={{bgcolor: pink[500]}}>
        <EventIcon />
      </Avatar>
      <Avatar variant="rounded" sx={{bgcolor: green[600]}}>
        <TaskAltIcon />
      </Avatar>
    </Stack>
  );
}
