import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <ButtonGroup orientation="vertical" aria-label="Sort order">
        <Button>Newest</Button>
        <Button>Oldest</Button>
        <Button>Most popular</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" spacing={1} variant="soft" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button>JSON</Button>
      </ButtonGroup>
      <ButtonGroup spacing="0.5rem" aria-label="Pagination">
        <Button>1</Button>
        <Button>2</Button>
        <Button>3</Button>
      </ButtonGroup>
    </Stack>
  );
}
