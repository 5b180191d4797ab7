import * as React from 'react';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import {styled} from '@mui/material/styles';
// Types `theme.vars`, which v6 only declares once this augmentation is imported.
import type {} from '@mui/material/themeCssVarsAugmentation';

const Textarea = styled(TextareaAutosize)(({theme}) => ({
  width: '100%',
  maxWidth: 360,
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

export default function MinRowsTextarea() {
  return <Textarea minRows={3} aria-label="Delivery instructions" placeholder="Delivery instructions (grows as you type)" />;
}
