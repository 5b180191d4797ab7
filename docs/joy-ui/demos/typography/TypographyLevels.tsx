import * as React from 'react';
import {useTheme, type TypographySystem} from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

type Level = keyof TypographySystem;

/** The fallback value inside a CSS variable reference, e.g. `var(--joy-fontSize-xl4, 2.25rem)` -> `2.25rem`. */
function fallbackOf(value: unknown): string {
  if (value === undefined) {
    return 'not set';
  }
  const text = String(value);
  const match = /^var\(--[\w-]+,\s*(.+)\)$/.exec(text);
  return match?.[1] ?? text;
}

export default function TypographyLevels() {
  const theme = useTheme();
  // The levels come from the theme itself, so a customised theme shows its own scale.
  const levels = Object.keys(theme.typography) as Level[];

  // On a narrow screen the box scrolls the table sideways; it takes focus so that the keyboard can
  // scroll it too. `display: 'table'` keeps the table itself from scrolling where a page's
  // stylesheet makes tables scrolling blocks (this docs site's does).
  return (
    <Box
      role="region"
      aria-label="Typography levels of the theme"
      tabIndex={0}
      sx={{
        width: '100%',
        overflowX: 'auto',
        '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.500', outlineOffset: 2},
      }}>
      <Table
        borderAxis="xBetween"
        size="sm"
        aria-label="Typography levels of the theme"
        sx={{display: 'table', '& td': {verticalAlign: 'middle'}}}>
        <thead>
          <tr>
            <th scope="col" style={{width: '22%'}}>
              Level
            </th>
            <th scope="col">Sample</th>
            <th scope="col" style={{width: '16%'}}>
              Font size
            </th>
            <th scope="col" style={{width: '16%'}}>
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level}>
              <td>
                <code>{level}</code>
              </td>
              <td>
                {/* component="p" keeps the demo free of heading elements. */}
                <Typography level={level} component="p" noWrap>
                  The quick brown fox
                </Typography>
              </td>
              <td>{fallbackOf(theme.typography[level].fontSize)}</td>
              <td>{fallbackOf(theme.typography[level].fontWeight)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
