import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

// Kept in the page for the label and the keyboard, but not drawn.
const HiddenFileInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
});

export default function UploadAvatar() {
  const [preview, setPreview] = React.useState<string | undefined>(undefined);
  const [fileName, setFileName] = React.useState('');

  // Free the temporary address of the previous picture when it is replaced or the demo unmounts.
  React.useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setFileName(file.name);
  };

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <ButtonBase
        component="label"
        role={undefined}
        tabIndex={-1}
        sx={{
          borderRadius: '50%',
          '&:has(:focus-visible)': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2},
        }}>
        <Avatar component="span" src={preview} alt={preview ? 'Your new profile picture' : undefined} sx={{width: 72, height: 72}} />
        <HiddenFileInput type="file" accept="image/*" aria-label="Choose a profile picture" onChange={handleChange} />
      </ButtonBase>
      <Typography variant="body2" role="status">
        {fileName ? `Selected: ${fileName}` : 'Click the avatar to choose a picture.'}
      </Typography>
    </Stack>
  );
}
