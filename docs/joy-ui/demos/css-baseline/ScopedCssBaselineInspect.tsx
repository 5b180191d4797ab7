import * as React from 'react';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const properties = ['font-size', 'line-height', 'font-weight', 'color', 'background-color'] as const;
type Styles = Record<(typeof properties)[number], string>;

export default function ScopedCssBaselineInspect() {
  const [enabled, setEnabled] = React.useState(true);
  const [styles, setStyles] = React.useState<Styles | null>(null);
  const regionRef = React.useRef<HTMLDivElement>(null);

  // Computed styles exist only in the browser, so they are read after rendering.
  React.useEffect(() => {
    const element = regionRef.current;
    if (!element) {
      return;
    }
    const computed = window.getComputedStyle(element);
    setStyles(Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)])) as Styles);
  }, [enabled]);

  const regionStyle = {padding: 16, border: '1px dashed', borderRadius: 8};

  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}>
        Wrap the region in ScopedCssBaseline
      </Typography>
      {enabled ? (
        <ScopedCssBaseline ref={regionRef} style={regionStyle}>
          This region is a ScopedCssBaseline.
        </ScopedCssBaseline>
      ) : (
        <div ref={regionRef} style={regionStyle}>
          This region is a plain div.
        </div>
      )}
      <Table size="sm" aria-label="Computed styles of the region">
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Computed value</th>
          </tr>
        </thead>
        <tbody>
          {properties.map((name) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{styles ? styles[name] : 'measured in the browser'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
