import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

export default function SwitchThumbTrack() {
  return (
    <Stack spacing={3}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            defaultChecked
            color="success"

            slotProps={{thumb: {children: <Check sx={{fontSize: 'var(--Icon-fontSize)'}} />}}}
          />
        }>
        Sync contacts
      </Typography>
      <Typography
        component="label"
        startDecorator={
          <Switch
            sx={{
              '--Switch-trackWidth': '56px',
              '--Switch-trackHeight': '26px',
              '--Switch-thumbSize': '20px',
            }}
            slotProps={{
              track: {
                children: (
                  <>
                    <Typography component="span" level="body-xs" sx={{ml: '8px', color: 'inherit'}} aria-hidden>
                      On
                    </Typography>
                    <Typography component="span" level="body-xs" sx={{mr: '6px', color: 'inherit'}} aria-hidden>
                      Off
                    </Typography>
                  </>
                ),
              },
            }}
          />
        }>
        Location sharing
      </Typography>
    </Stack>
  );
}
