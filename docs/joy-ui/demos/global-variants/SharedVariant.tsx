import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type {VariantProp} from '@mui/joy/styles';
import Favorite from '@mui/icons-material/Favorite';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function SharedVariant() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const labelId = React.useId();

  return (
    <Stack spacing={2}>
      <div>
        <Typography id={labelId} level="title-sm" sx={{mb: 1}}>
          Variant
        </Typography>
        <RadioGroup
          aria-labelledby={labelId}
          orientation="horizontal"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}>
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </div>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center'}}>
        <Button variant={variant} color="success">
          Approve
        </Button>
        <IconButton variant={variant} color="success" aria-label="Add to favourites">
          <Favorite />
        </IconButton>
        <Chip variant={variant} color="success">
          Approved
        </Chip>
        <Input variant={variant} color="success" aria-label="Reviewer" defaultValue="Sam" sx={{width: 140}} />
      </Box>
      <Alert variant={variant} color="success">
        {`Every component above uses variant="${variant}" and color="success".`}
      </Alert>
    </Stack>
  );
}
