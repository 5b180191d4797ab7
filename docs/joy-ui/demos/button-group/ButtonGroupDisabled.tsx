import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupDisabled() {
  return (
    <ButtonGroup disabled variant="soft" color="primary" aria-label="Document actions">
      <Button>Edit</Button>
      <Button>Move</Button>
      <Button disabled={false}>Share</Button>
    </ButtonGroup>
  );
}
