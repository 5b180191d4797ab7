import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailOutline from '@mui/icons-material/MailOutline';
import Search from '@mui/icons-material/Search';

export default function InputDecorators() {
  return (
    <Stack spacing={2} sx={{maxWidth: 360}}>
      <FormControl>
        <FormLabel>Search</FormLabel>
        <Input type="search" startDecorator={<Search />} placeholder="Products, orders, customers" />
      </FormControl>
      <FormControl>
        <FormLabel>Price</FormLabel>
        <Input
          placeholder="0.00"
          startDecorator="$"
          endDecorator={<Typography level="body-sm">USD</Typography>}
          slotProps={{input: {inputMode: 'decimal'}}}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Newsletter</FormLabel>
        <Input
          type="email"
          placeholder="you@example.com"
          startDecorator={<MailOutline />}
          endDecorator={<Button>Subscribe</Button>}
        />
      </FormControl>
    </Stack>
  );
}
