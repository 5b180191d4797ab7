import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';

const sizes = ['sm', 'md', 'lg'] as const;

export default function DecoratorButtons() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          aria-label={`Search (${size})`}
          defaultValue="Garden chairs"
          startDecorator={<Search />}
          endDecorator={
            <>
              {/* The decorator gives every IconButton the offset meant for the one at the edge:
                  reset it here, or the Search button covers part of this one. */}
              <IconButton variant="plain" aria-label="Clear" sx={{'--IconButton-margin': '0 0.25rem 0 0'}}>
                <Close />
              </IconButton>
              <Button>Search</Button>
            </>
          }
        />
      ))}
    </Stack>
  );
}
