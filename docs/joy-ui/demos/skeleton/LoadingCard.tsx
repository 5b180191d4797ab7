import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{alignItems: 'center', width: '100%'}}>
      <FormControl orientation="horizontal" sx={{gap: 1}}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      {/* Props of Skeleton reach the DOM only while it is loading, so aria-hidden hides the
          placeholder text from screen readers and never the real content. */}
      <Card variant="outlined" sx={{width: 320}} aria-busy={loading}>
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
          <Avatar color="primary">
            <Skeleton loading={loading} aria-hidden>
              MK
            </Skeleton>
          </Avatar>
          <div>
            <Typography level="title-md">
              <Skeleton loading={loading} aria-hidden>
                Mara Kowalski
              </Skeleton>
            </Typography>
            <Typography level="body-sm">
              <Skeleton loading={loading} aria-hidden>
                Posted 2 hours ago
              </Skeleton>
            </Typography>
          </div>
        </Box>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading} aria-hidden>
            <Box
              sx={{
                background: 'linear-gradient(135deg, #0B6BCB 0%, #1F7A1F 100%)',
              }}
            />
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="body-sm">
            <Skeleton loading={loading} aria-hidden>
              The new cycle paths along the river open next week, with lighting on the whole route.
            </Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
