import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import useTheme from '@mui/system/useTheme';
import type {Breakpoint} from '@mui/system/createTheme';

const options = ['xs', 'sm', 'md', 'lg', 'xl', 'false'] as const;
type Option = (typeof options)[number];

export default function ContainerMaxWidths() {
  const theme = useTheme();
  const selectId = React.useId();
  const [option, setOption] = React.useState<Option>('sm');
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState<number | null>(null);

  // The rendered width is measured in the browser and kept up to date on resize.
  React.useEffect(() => {
    const node = containerRef.current;
    if (!node) return undefined;
    const observer = new ResizeObserver(() => setWidth(Math.round(node.getBoundingClientRect().width)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const maxWidth: Breakpoint | false = option === 'false' ? false : option;
  const {values, unit} = theme.breakpoints;
  let rule = 'no max-width: the container is as wide as its parent';
  if (maxWidth === 'xs') {
    rule = `max-width: ${Math.max(values.xs, 444)}px`;
  } else if (maxWidth) {
    rule = `max-width: ${values[maxWidth]}${unit} from the ${maxWidth} breakpoint up`;
  }

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1, fontSize: 14}}>
        <label htmlFor={selectId}>maxWidth</label>
        <select id={selectId} value={option} onChange={(event) => setOption(event.target.value as Option)}>
          {options.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </Box>
      <Box sx={{border: '1px dashed', borderColor: 'text.secondary', py: 2}}>
        <Container ref={containerRef} maxWidth={maxWidth}>
          <Box sx={{p: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontSize: 14}}>
            <code>{`<Container maxWidth={${maxWidth === false ? 'false' : `'${maxWidth}'`}}>`}</code>
          </Box>
        </Container>
      </Box>
      <Box component="p" sx={{m: 0, fontSize: 14, color: 'text.secondary'}}>
        {rule}. Rendered width here: {width === null ? '…' : `${width}px`}.
      </Box>
    </Box>
  );
}
