import Box from '@mui/joy/Box';
import Button, {buttonClasses} from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function GlobalClassSelectors() {
  return (
    <Box
      sx={{
        // `.MuiButton-root` targets every Joy Button inside this box.
        [`& .${buttonClasses.root}`]: {
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
        },
        // State classes such as `.Mui-disabled` are combined with the root class.
        [`& .${buttonClasses.root}.${buttonClasses.disabled}`]: {
          textDecoration: 'line-through',
        },
        [`& .${buttonClasses.variantOutlined}`]: {
          borderStyle: 'dashed',
        },
      }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Button>Confirm</Button>
        <Button variant="outlined">Draft</Button>
        <Button disabled>Archived</Button>
      </Stack>
    </Box>
  );
}
