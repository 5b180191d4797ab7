import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';

const formats = ['PDF', 'CSV', 'XLSX'];

export default function LoadingButtonGroup() {
  const [pending, setPending] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (pending === null) return undefined;
    const timer = setTimeout(() => {
      setDone(pending);
      setPending(null);
    }, 2000);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <ButtonGroup variant="outlined" aria-label="Export report">
        {formats.map((format) => (
          <Button
            key={format}
            loading={pending === format}
            loadingPosition="start"
            startIcon={<DownloadIcon />}
            disabled={pending !== null && pending !== format}
            onClick={() => setPending(format)}>
            {format}
          </Button>
        ))}
      </ButtonGroup>
      <Typography variant="body2" role="status">
        {pending ? `Preparing the ${pending} file…` : done ? `${done} file ready.` : 'Choose a format.'}
      </Typography>
    </Stack>
  );
}
