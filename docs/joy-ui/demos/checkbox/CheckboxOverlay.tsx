import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = [
  {name: 'Backups', detail: 'Daily snapshots kept for 30 days'},
  {name: 'Monitoring', detail: 'Uptime checks every minute'},
  {name: 'Priority support', detail: 'Replies within four hours'},
];

export default function CheckboxOverlay() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 360}}>
      {plans.map((plan) => (
        <Sheet key={plan.name} variant="outlined" sx={{borderRadius: 'sm', p: 1.5, position: 'relative'}}>
          <Checkbox
            overlay
            label={
              <>
                <Typography level="title-sm">{plan.name}</Typography>
                <Typography level="body-sm">{plan.detail}</Typography>
              </>
            }
            defaultChecked={plan.name === 'Backups'}
          />
        </Sheet>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {['Small', 'Medium', 'Large'].map((size) => (
          <Sheet key={size} sx={{position: 'relative', borderRadius: 'xl', px: 1.5, py: 0.5}}>
            <Checkbox disableIcon overlay label={size} size="sm" defaultChecked={size === 'Medium'} />
          </Sheet>
        ))}
      </Stack>
    </Stack>
  );
}
