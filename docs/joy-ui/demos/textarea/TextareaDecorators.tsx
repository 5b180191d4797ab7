import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import Send from '@mui/icons-material/Send';

const maxLength = 280;

export default function TextareaDecorators() {
  const [text, setText] = React.useState('');

  return (
    <FormControl sx={{maxWidth: 480}}>
      <FormLabel>Reply</FormLabel>
      <Textarea
        minRows={3}
        placeholder="Write a reply"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{textarea: {maxLength}}}
        startDecorator={
          <Typography level="body-sm" sx={{color: 'text.secondary'}}>
            Replying to Ana
          </Typography>
        }
        endDecorator={
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: '100%'}}>
            <Typography level="body-xs" sx={{color: 'text.secondary'}}>
              {text.length} / {maxLength}
            </Typography>
            <Button size="sm" endDecorator={<Send />} disabled={text.trim() === ''} sx={{ml: 'auto'}}>
              Send
            </Button>
          </Box>
        }
      />
    </FormControl>
  );
}
