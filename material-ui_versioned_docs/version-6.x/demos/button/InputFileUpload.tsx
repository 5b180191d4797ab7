import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

// Hidden from sight but still in the accessibility tree and reachable through the label.
const VisuallyHiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
});

export default function InputFileUpload() {
  const [names, setNames] = React.useState<string[]>([]);

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Button component="label" role={undefined} variant="contained" tabIndex={-1} startIcon={<CloudUploadIcon />}>
        Upload files
        <VisuallyHiddenInput
          type="file"
          multiple
          onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
        />
      </Button>
      <Typography variant="body2" role="status">
        {names.length === 0 ? 'No file chosen' : names.join(', ')}
      </Typography>
    </Stack>
  );
}
