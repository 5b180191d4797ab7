import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const entries = [
  '09:02 Build #481 started',
  '09:04 Tests passed (412)',
  '09:05 Image pushed to registry',
  '09:07 Deployed to staging',
  '09:15 Smoke tests passed',
  '09:16 Waiting for approval',
  '09:31 Approved by Priya',
  '09:32 Deployed to production',
  '09:40 Error rate back to normal',
];

export default function ScrollableSheet() {
  return (
    <Sheet
      component="section"
      aria-label="Deployment log"
      variant="outlined"
      tabIndex={0}
      sx={{width: 320, maxHeight: 220, overflow: 'auto', borderRadius: 'sm'}}>
      {/* A `ul` may only hold list items, so the subheader and its entries sit in a nested item. */}
      <List size="sm">
        <ListItem nested>
          <ListSubheader sticky>Today</ListSubheader>
          <List>
            {entries.map((entry) => (
              <ListItem key={entry}>{entry}</ListItem>
            ))}
          </List>
        </ListItem>
      </List>
    </Sheet>
  );
}
