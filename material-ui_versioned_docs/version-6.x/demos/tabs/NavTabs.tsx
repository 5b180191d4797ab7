import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const pages = [
  {href: '/material-ui/react-button/', label: 'Button'},
  {href: '/material-ui/react-tabs/', label: 'Tabs'},
  {href: '/material-ui/react-modal/', label: 'Modal'},
];

// The page this demo lives on: its tab is selected and marked as the current page.
const currentPage = '/material-ui/react-tabs/';

export default function NavTabs() {
  return (
    <Box sx={{width: '100%'}}>
      <Tabs value={currentPage} role="navigation" aria-label="Component pages">
        {pages.map((page) => (
          <Tab
            key={page.href}
            component="a"
            href={page.href}
            value={page.href}
            label={page.label}
            aria-current={page.href === currentPage ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
