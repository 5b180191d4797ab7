import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import useTheme from '@mui/system/useTheme';

export default function ContainerFixed() {
  const theme = useTheme();
  const {keys, values, unit} = theme.breakpoints;
  const [viewport, setViewport] = React.useState<number | null>(null);

  // The window width is only known in the browser: read it after mount and on resize.
  React.useEffect(() => {
    const update = () => setViewport(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  // `fixed` writes one max-width per breakpoint with a non-zero start.
  const steps = keys.filter((key) => values[key] !== 0);
  const active = viewport === null ? undefined : steps.filter((key) => viewport >= values[key]).pop();

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box component="table" sx={{borderCollapse: 'collapse', fontSize: 14, width: '100%'}}>
        <Box component="caption" sx={{textAlign: 'left', pb: 1}}>
          Rules of a fixed container, from this site&apos;s theme
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{textAlign: 'left', py: 0.5, borderBottom: 1, borderColor: 'divider'}}>
              Window width
            </Box>
            <Box component="th" scope="col" sx={{textAlign: 'left', py: 0.5, borderBottom: 1, borderColor: 'divider'}}>
              max-width
            </Box>
          </tr>
        </thead>
        <tbody>
          {steps.map((key) => (
            <Box
              component="tr"
              key={key}
              sx={key === active ? {fontWeight: 700} : undefined}
              aria-current={key === active ? 'true' : undefined}>
              <Box component="td" sx={{py: 0.5}}>
                {`${key}: ${values[key]}${unit} and up`}
                {key === active ? ' (this window)' : ''}
              </Box>
              <Box component="td" sx={{py: 0.5}}>
                {`${values[key]}${unit}`}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      <Container fixed maxWidth={false} sx={{border: 1, borderColor: 'primary.main', borderRadius: 1, py: 2}}>
        <Box component="p" sx={{m: 0, fontSize: 14}}>
          {viewport === null && 'A fixed container.'}
          {viewport !== null && active && `Window: ${viewport}px, so this container is capped at ${values[active]}${unit}.`}
          {viewport !== null && !active && `Window: ${viewport}px, below the first step: no max-width yet.`}
        </Box>
      </Container>
    </Box>
  );
}
