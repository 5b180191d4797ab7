import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function ClearableSelect() {
  const [size, setSize] = React.useState<string | null>('m');
  const action = React.useRef<{focusVisible(): void}>(null);

  return (
    <FormControl sx={{maxWidth: 280}}>
      <FormLabel>T-shirt size</FormLabel>
      <Select
        action={action}
        placeholder="Any size"
        value={size}
        onChange={(event, newValue) => setSize(newValue)}
        indicator={size === null ? undefined : null}
        endDecorator={
          size === null ? null : (
            <IconButton
              size="sm"
              aria-label="Clear size"
              onClick={() => {
                setSize(null);
                action.current?.focusVisible();
              }}>
              <CloseRounded />
            </IconButton>
          )
        }>
        <Option value="s">Small</Option>
        <Option value="m">Medium</Option>
        <Option value="l">Large</Option>
      </Select>
    </FormControl>
  );
}
