import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table, {type TableProps} from '@mui/joy/Table';

type Variant = NonNullable<TableProps['variant']>;
type Color = NonNullable<TableProps['color']>;
type BorderAxis = NonNullable<TableProps['borderAxis']>;

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: Color[] = ['neutral', 'primary', 'danger', 'success', 'warning'];
const borderAxes: BorderAxis[] = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'];

const rows = [
  ['Lisbon', '08:05', '10:58', 'On time'],
  ['Porto', '11:15', '12:09', 'On time'],
  ['Braga', '12:40', '13:52', '5 min late'],
] as const;

export default function TableAppearance() {
  const [variant, setVariant] = React.useState<Variant>('plain');
  const [color, setColor] = React.useState<Color>('neutral');
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('xBetween');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        <FormControl size="sm">
          <FormLabel>variant</FormLabel>
          <Select value={variant} onChange={(_, value) => value && setVariant(value)} sx={{minWidth: 120}}>
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>color</FormLabel>
          <Select value={color} onChange={(_, value) => value && setColor(value)} sx={{minWidth: 120}}>
            {colors.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>borderAxis</FormLabel>
          <Select value={borderAxis} onChange={(_, value) => value && setBorderAxis(value)} sx={{minWidth: 140}}>
            {borderAxes.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Sheet sx={{overflow: 'auto'}}>
        <Table variant={variant} color={color} borderAxis={borderAxis} aria-label="Train departures">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Departs</th>
              <th scope="col">Arrives</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([from, departs, arrives, status]) => (
              <tr key={from}>
                <td>{from}</td>
                <td>{departs}</td>
                <td>{arrives}</td>
                <td>{status}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Stack>
  );
}
