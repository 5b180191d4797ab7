import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';

export default function VerticalToggleButtons() {
  const [view, setView] = React.useState<string | null>('list');
  const [filters, setFilters] = React.useState<string[]>([]);

  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <ToggleButtonGroup
        orientation="vertical"
        aria-label="Layout"
        value={view}
        onChange={(event, newView) => {
          if (newView !== null) {
            setView(newView);
          }
        }}>
        <Button value="list" startDecorator={<ViewList />}>
          List
        </Button>
        <Button value="cards" startDecorator={<ViewModule />}>
          Cards
        </Button>
        <Button value="grid" startDecorator={<GridView />}>
          Grid
        </Button>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        spacing={1}
        variant="soft"
        color="primary"
        aria-label="Filters"
        value={filters}
        onChange={(event, newFilters) => setFilters(newFilters)}>
        <Button value="open">Open</Button>
        <Button value="assigned">Assigned to me</Button>
        <Button value="urgent">Urgent</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
