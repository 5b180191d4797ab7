import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Public from '@mui/icons-material/Public';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Euro from '@mui/icons-material/Euro';
import AttachMoney from '@mui/icons-material/AttachMoney';

const currencies = [
  {value: 'usd', label: 'US dollar', icon: <AttachMoney />},
  {value: 'eur', label: 'Euro', icon: <Euro />},
];

export default function SelectDecorators() {
  return (
    <FormControl sx={{maxWidth: 280}}>
      <FormLabel>Currency</FormLabel>
      <Select
        defaultValue="usd"
        startDecorator={<Public />}
        slotProps={{listbox: {sx: {'--ListItemDecorator-size': '2rem'}}}}>
        {currencies.map((currency) => (
          <Option key={currency.value} value={currency.value} label={currency.label}>
            <ListItemDecorator>{currency.icon}</ListItemDecorator>
            {currency.label}
          </Option>
        ))}
        <Option value="shipping" label="Decided at checkout" disabled>
          <ListItemDecorator>
            <LocalShipping />
          </ListItemDecorator>
          Decided at checkout
        </Option>
      </Select>
    </FormControl>
  );
}
