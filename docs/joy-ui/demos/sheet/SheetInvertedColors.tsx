import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SearchIcon from '@mui/icons-material/Search';

export default function SheetInvertedColors() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        p: 1.5,
        borderRadius: 'md',
        width: '100%',
      }}>
      <Typography level="title-md" sx={{mr: 'auto'}}>
        Northwind
      </Typography>
      <Input
        size="sm"
        placeholder="Search orders"
        startDecorator={<SearchIcon />}
        slotProps={{input: {'aria-label': 'Search orders'}}}
        sx={{flexBasis: 200}}
      />
      <IconButton variant="soft" size="sm" aria-label="Notifications">
        <NotificationsActiveIcon />
      </IconButton>
      <Button size="sm" variant="solid">
        New order
      </Button>
    </Sheet>
  );
}
