import Table from '@mui/joy/Table';
import {useColorScheme} from '@mui/joy/styles';

export default function ColorSchemeState() {
  const {mode, systemMode, colorScheme, lightColorScheme, darkColorScheme, allColorSchemes} = useColorScheme();
  // `mode`, `systemMode` and `colorScheme` are undefined on the server and in the first render.
  const rows: [string, string][] = [
    ['mode', String(mode)],
    ['systemMode', String(systemMode)],
    ['colorScheme', String(colorScheme)],
    ['lightColorScheme', lightColorScheme],
    ['darkColorScheme', darkColorScheme],
    ['allColorSchemes', allColorSchemes.join(', ')],
  ];

  return (
    <Table size="sm" aria-label="Values returned by useColorScheme" sx={{maxWidth: 420}}>
      <thead>
        <tr>
          <th>Field</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([field, value]) => (
          <tr key={field}>
            <td>
              <code>{field}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
