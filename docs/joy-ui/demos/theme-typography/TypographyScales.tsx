import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import {extendTheme} from '@mui/joy/styles';

const theme = extendTheme();
const scales = ['fontSize', 'fontWeight', 'lineHeight', 'fontFamily'] as const;

export default function TypographyScales() {
  return (
    <Box sx={{overflowX: 'auto'}}>
      <Table size="sm" aria-label="Typography scales of the default theme" sx={{minWidth: 520}}>
        <thead>
          <tr>
            <th style={{width: '22%'}}>Token</th>
            <th style={{width: '30%'}}>CSS variable</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {scales.flatMap((scale) =>
            Object.entries(theme[scale]).map(([key, value]) => (
              <tr key={`${scale}.${key}`}>
                <td>
                  <code>{`${scale}.${key}`}</code>
                </td>
                <td>
                  <code>{`--joy-${scale}-${key}`}</code>
                </td>
                <td>
                  <Box component="span" sx={{[scale]: value, display: 'inline-block', mr: 1}} aria-hidden>
                    Aa
                  </Box>
                  <code>{String(value)}</code>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </Table>
    </Box>
  );
}
