import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SearchIcon from '@mui/icons-material/Search';

export default function CssVariableTweaks() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <Input
        placeholder="Search the docs"
        aria-label="Search the docs"
        startDecorator={<SearchIcon />}
        sx={{
          // Component variables: set them on the component itself.
          '--Input-radius': '999px',
          '--Input-minHeight': '3rem',
          '--Input-focusedThickness': '3px',
          '--Input-gap': '0.75rem',
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        // Theme variables inherit: every Button below gets the smaller radius.
        sx={{'--joy-radius-sm': '2px'}}>
        <Button>Square</Button>
        <Button variant="outlined">Corners</Button>
        <Button variant="soft" sx={{'--Button-gap': '1.25rem'}} startDecorator={<SearchIcon />}>
          Wider gap
        </Button>
      </Stack>
    </Stack>
  );
}
