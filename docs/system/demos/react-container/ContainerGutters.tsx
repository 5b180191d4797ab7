import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerGutters() {
  const checkboxId = React.useId();
  const [disableGutters, setDisableGutters] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [padding, setPadding] = React.useState<string | null>(null);

  // Reads the padding the browser applied, after each change and on resize.
  React.useEffect(() => {
    const node = containerRef.current;
    if (!node) return undefined;
    const read = () => {
      const style = window.getComputedStyle(node);
      setPadding(`${style.paddingLeft} left, ${style.paddingRight} right`);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [disableGutters]);

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1, fontSize: 14}}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={disableGutters}
          onChange={(event) => setDisableGutters(event.target.checked)}
        />
        <label htmlFor={checkboxId}>disableGutters</label>
      </Box>
      <Container ref={containerRef} maxWidth="sm" disableGutters={disableGutters} sx={{bgcolor: 'action.hover'}}>
        <Box sx={{p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', fontSize: 14}}>
          The grey band on each side is the gutter.
        </Box>
      </Container>
      <Box component="p" sx={{m: 0, fontSize: 14, color: 'text.secondary'}}>
        Padding applied: {padding ?? '…'}
      </Box>
    </Box>
  );
}
