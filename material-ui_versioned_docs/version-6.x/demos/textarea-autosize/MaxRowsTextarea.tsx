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
}));

const notes = [
  'Meeting notes, 14 March.',
  'Agreed to move the launch to April so the onboarding emails can be translated.',
  'Marta will update the pricing page; Leo will check the billing webhooks.',
  'Next review: Thursday at 10:00.',
].join('\n');

export default function MaxRowsTextarea() {
  return <Textarea maxRows={4} aria-label="Meeting notes" defaultValue={notes} />;
}
