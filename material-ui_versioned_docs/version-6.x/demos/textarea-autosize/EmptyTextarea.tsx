import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
// Types `theme.vars`, which v6 only declares once this augmentation is imported.
import type {} from '@mui/material/themeCssVarsAugmentation';

const Textarea = styled(TextareaAutosize)(({theme}) => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:focus-visible': {outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 1},
}));

export default function EmptyTextarea() {
  return (
    <Stack spacing={0.5} sx={{width: '100%', maxWidth: 360}}>
      <Typography component="label" htmlFor="empty-textarea-comment" variant="body2">
        Comment
      </Typography>
      {/* No minRows or maxRows: one line when empty, then as many as the text needs. */}
      <Textarea id="empty-textarea-comment" />
    </Stack>
  );
}
