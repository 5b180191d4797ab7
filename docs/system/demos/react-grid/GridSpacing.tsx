import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

export default function GridSpacing() {
  const rowId = React.useId();
  const columnId = React.useId();
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);
  const gridRef = React.useRef<HTMLDivElement>(null);
  const [gap, setGap] = React.useState<string | null>(null);

  // The gap the browser computed from the theme's spacing, read after each change.
  React.useEffect(() => {
    if (gridRef.current) {
      const style = window.getComputedStyle(gridRef.current);
      setGap(`row-gap ${style.rowGap}, column-gap ${style.columnGap}`);
    }
  }, [rowSpacing, columnSpacing]);

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, fontSize: 14}}>
        <label htmlFor={rowId}>rowSpacing: {rowSpacing}</label>
        <input
          id={rowId}
          type="range"
          min={0}
          max={5}
          value={rowSpacing}
          onChange={(event) => setRowSpacing(Number(event.target.value))}
        />
        <label htmlFor={columnId}>columnSpacing: {columnSpacing}</label>
        <input
          id={columnId}
          type="range"
          min={0}
          max={5}
          value={columnSpacing}
          onChange={(event) => setColumnSpacing(Number(event.target.value))}
        />
      </Box>
      <Grid ref={gridRef} container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {Array.from({length: 6}, (_, index) => (
          <Grid key={index} size={4}>
            <Box sx={{p: 1.5, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 13}}>
              Item {index + 1}
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box component="p" sx={{m: 0, fontSize: 14, color: 'text.secondary'}}>
        Computed: {gap ?? '…'}
      </Box>
    </Box>
  );
}
