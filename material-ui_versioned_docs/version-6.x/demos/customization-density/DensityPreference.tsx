import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, type Theme} from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';

type Density = 'comfortable' | 'compact';

// Both themes are created once, at module level; the preference only picks one.
const themes: Record<Density, Theme> = {
  comfortable: createTheme(),
  compact: createTheme({
    components: {
      MuiToolbar: {defaultProps: {variant: 'dense'}},
      MuiTable: {defaultProps: {size: 'small'}},
      MuiIconButton: {defaultProps: {size: 'small'}},
    },
  }),
};

const orders = [
  {id: 'A-1041', customer: 'Lena Fischer', total: '€84.00'},
  {id: 'A-1042', customer: 'Tomás Ruiz', total: '€12.50'},
  {id: 'A-1043', customer: 'Priya Nair', total: '€230.10'},
];

export default function DensityPreference() {
  const [density, setDensity] = React.useState<Density>('comfortable');

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 520, mx: 'auto'}}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: Density | null) => value && setDensity(value)}
        aria-label="Density"
      >
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
        <ToggleButton value="compact">Compact</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={themes[density]}>
        <Paper variant="outlined">
          <Toolbar sx={{justifyContent: 'space-between'}}>
            <Typography variant="subtitle1" component="h3">
              Recent orders
            </Typography>
            <IconButton aria-label="Filter orders">
              <FilterListIcon />
            </IconButton>
          </Toolbar>
          <Table aria-label="Recent orders">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.id}</TableCell>
                  <TableCell>{order.customer}</TableCell>
                  <TableCell align="right">{order.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
