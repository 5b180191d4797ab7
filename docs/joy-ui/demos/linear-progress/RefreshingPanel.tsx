import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function RefreshingPanel() {
  const [refreshing, setRefreshing] = React.useState<boolean>(false);
  const [refreshCount, setRefreshCount] = React.useState<number>(0);

  React.useEffect(() => {
    if (!refreshing) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setRefreshing(false);
      setRefreshCount((count) => count + 1);
    }, 2000);
    return () => clearTimeout(timer);
  }, [refreshing]);

  return (
    <Sheet
      variant="outlined"
      aria-busy={refreshing}
      sx={{width: '100%', maxWidth: 420, borderRadius: 'sm', overflow: 'hidden'}}>
      {refreshing ? (
        <LinearProgress size="sm" variant="plain" aria-label="Refreshing orders" />
      ) : (
        <div style={{height: 4}} />
      )}
      <Sheet sx={{p: 2, display: 'flex', alignItems: 'center', gap: 2}}>
        <div style={{flex: 1}}>
          <Typography level="title-md">Open orders</Typography>
          <Typography level="body-sm" role="status">
            {refreshing ? 'Refreshing…' : `Refreshed ${refreshCount} time${refreshCount === 1 ? '' : 's'}`}
          </Typography>
        </div>
        <Button size="sm" variant="soft" onClick={() => setRefreshing(true)}>
          Refresh
        </Button>
      </Sheet>
    </Sheet>
  );
}
