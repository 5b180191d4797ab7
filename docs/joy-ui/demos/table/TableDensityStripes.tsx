import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const sizes = ['sm', 'md', 'lg'] as const;
type Size = (typeof sizes)[number];
const stripes = ['none', 'odd', 'even'] as const;
type Stripe = (typeof stripes)[number];

const plants = [
  {name: 'Basil', light: 'Full sun', water: 'Often'},
  {name: 'Fern', light: 'Shade', water: 'Often'},
  {name: 'Cactus', light: 'Full sun', water: 'Rarely'},
  {name: 'Pothos', light: 'Partial', water: 'Weekly'},
  {name: 'Snake plant', light: 'Partial', water: 'Rarely'},
];

export default function TableDensityStripes() {
  const [size, setSize] = React.useState<Size>('md');
  const [stripe, setStripe] = React.useState<Stripe>('odd');
  const [hoverRow, setHoverRow] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap', alignItems: 'flex-end'}} useFlexGap>
        <FormControl>
          <FormLabel>size</FormLabel>
          <RadioGroup orientation="horizontal" value={size} onChange={(event) => setSize(event.target.value as Size)}>
            {sizes.map((item) => (
              <Radio key={item} value={item} label={item} size="sm" />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel>stripe</FormLabel>
          <RadioGroup
            orientation="horizontal"
            value={stripe}
            onChange={(event) => setStripe(event.target.value as Stripe)}>
            {stripes.map((item) => (
              <Radio key={item} value={item} label={item} size="sm" />
            ))}
          </RadioGroup>
        </FormControl>
        <Checkbox
          size="sm"
          label="hoverRow"
          checked={hoverRow}
          onChange={(event) => setHoverRow(event.target.checked)}
        />
      </Stack>
      <Sheet variant="outlined" sx={{borderRadius: 'sm', overflow: 'auto'}}>
        <Table size={size} stripe={stripe === 'none' ? undefined : stripe} hoverRow={hoverRow} aria-label="Plant care">
          <thead>
            <tr>
              <th scope="col">Plant</th>
              <th scope="col">Light</th>
              <th scope="col">Water</th>
            </tr>
          </thead>
          <tbody>
            {plants.map((plant) => (
              <tr key={plant.name}>
                <td>{plant.name}</td>
                <td>{plant.light}</td>
                <td>{plant.water}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Stack>
  );
}
