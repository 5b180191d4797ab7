import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';

const items = [
  {label: 'Home', icon: <HomeIcon />},
  {label: 'Search', icon: <SearchIcon />},
  {label: 'Saved', icon: <FavoriteIcon />},
  {label: 'Profile', icon: <PersonIcon />},
];

export default function IconTabs() {
  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 480}}>
      <Tabs defaultValue={0}>
        <TabList aria-label="Icon and label side by side">
          {items.map((item) => (
            <Tab key={item.label}>
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              {item.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} size="sm">
        <TabList aria-label="Icon above the label" tabFlex={1}>
          {items.map((item) => (
            <Tab key={item.label} orientation="vertical">
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              {item.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
