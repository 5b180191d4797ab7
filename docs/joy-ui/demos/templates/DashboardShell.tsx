import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import BarChart from '@mui/icons-material/BarChart';
import Dashboard from '@mui/icons-material/Dashboard';
import Notifications from '@mui/icons-material/Notifications';
import People from '@mui/icons-material/People';
import Search from '@mui/icons-material/Search';
import Settings from '@mui/icons-material/Settings';

const sections = [
  {label: 'Overview', icon: <Dashboard />, selected: true},
  {label: 'Reports', icon: <BarChart />},
  {label: 'Customers', icon: <People />},
  {label: 'Settings', icon: <Settings />},
];

const stats = [
  {label: 'Revenue', value: '€48,210'},
  {label: 'Orders', value: '1,284'},
  {label: 'Refunds', value: '12'},
];

export default function DashboardShell() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: {xs: '1fr', sm: '190px 1fr'},
        gridTemplateRows: 'auto 1fr',
        borderRadius: 'md',
        overflow: 'hidden',
      }}>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}>
        <Typography level="title-md" sx={{flex: 1}}>
          Acme Analytics
        </Typography>
        <Input size="sm" aria-label="Search" placeholder="Search" startDecorator={<Search />} />
        <IconButton size="sm" variant="outlined" aria-label="Notifications">
          <Notifications />
        </IconButton>
        <Avatar size="sm">AL</Avatar>
      </Box>
      <Box component="nav" aria-label="Dashboard sections" sx={{p: 1, bgcolor: 'background.level1'}}>
        <List size="sm">
          {sections.map((section) => (
            <ListItem key={section.label}>
              <ListItemButton selected={section.selected} aria-current={section.selected ? 'page' : undefined}>
                <ListItemDecorator>{section.icon}</ListItemDecorator>
                <ListItemContent>{section.label}</ListItemContent>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))'}}>
        {stats.map((stat) => (
          <Card key={stat.label} size="sm">
            <Typography level="body-xs">{stat.label}</Typography>
            <Typography level="h4" component="p">
              {stat.value}
            </Typography>
          </Card>
        ))}
        <Card size="sm" sx={{gridColumn: '1 / -1'}}>
          <Typography level="title-sm">Monthly target</Typography>
          <LinearProgress determinate value={68} aria-label="Monthly target reached" />
          <Typography level="body-xs">68 % of €70,000</Typography>
        </Card>
      </Box>
    </Sheet>
  );
}
