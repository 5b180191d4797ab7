import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createRandom} from '../data/random';

type Health = 'Healthy' | 'Busy' | 'Overloaded';

interface Server {
  id: string;
  region: string;
  cpu: number;
  memory: number;
  requests: number;
}

const initialServers: Server[] = [
  {id: 'api-eu-1', region: 'Frankfurt', cpu: 42, memory: 61, requests: 1240},
  {id: 'api-eu-2', region: 'Frankfurt', cpu: 38, memory: 58, requests: 1105},
  {id: 'api-us-1', region: 'Virginia', cpu: 71, memory: 66, requests: 2310},
  {id: 'api-us-2', region: 'Oregon', cpu: 55, memory: 49, requests: 1720},
  {id: 'api-ap-1', region: 'Singapore', cpu: 29, memory: 40, requests: 860},
  {id: 'jobs-1', region: 'Virginia', cpu: 84, memory: 77, requests: 310},
  {id: 'jobs-2', region: 'Frankfurt', cpu: 63, memory: 70, requests: 295},
  {id: 'search-1', region: 'Oregon', cpu: 47, memory: 82, requests: 940},
];

function health(server: Server): Health {
  const load = Math.max(server.cpu, server.memory);
  return load >= 90 ? 'Overloaded' : load >= 75 ? 'Busy' : 'Healthy';
}

const HEALTH_COLORS = {Healthy: 'success', Busy: 'warning', Overloaded: 'error'} as const;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

function Meter({value}: {value: number}) {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', width: '100%'}}>
      <Box aria-hidden sx={{flex: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden'}}>
        <Box
          sx={{
            width: `${value}%`,
            height: '100%',
            bgcolor: value >= 90 ? 'error.main' : value >= 75 ? 'warning.main' : 'primary.main',
          }}
        />
      </Box>
      <Box component="span" sx={{minWidth: 36, textAlign: 'right'}}>
        {value}%
      </Box>
    </Stack>
  );
}

const columns: GridColDef<Server>[] = [
  {field: 'id', headerName: 'Server', width: 110},
  {field: 'region', headerName: 'Region', width: 110},
  {
    field: 'cpu',
    headerName: 'CPU',
    type: 'number',
    flex: 1,
    minWidth: 140,
    display: 'flex',
    renderCell: (params) => <Meter value={params.value as number} />,
  },
  {
    field: 'memory',
    headerName: 'Memory',
    type: 'number',
    flex: 1,
    minWidth: 140,
    display: 'flex',
    renderCell: (params) => <Meter value={params.value as number} />,
  },
  {field: 'requests', headerName: 'Requests/s', type: 'number', width: 110},
  {
    field: 'health',
    headerName: 'Health',
    type: 'singleSelect',
    valueOptions: ['Healthy', 'Busy', 'Overloaded'],
    width: 120,
    display: 'flex',
    valueGetter: (_value, row) => health(row),
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value as Health}
        color={HEALTH_COLORS[params.value as Health]}
      />
    ),
  },
];

export default function ServerMonitor() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const random = React.useRef(createRandom(7));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = window.setInterval(() => {
      // Two servers report per tick. The MIT grid takes one row per `updateRows` call, so call it twice.
      for (let report = 0; report < 2; report += 1) {
        const {id} = random.current.pick(initialServers);
        const current = apiRef.current?.getRow<Server>(id);
        if (current) {
          apiRef.current?.updateRows([
            {
              id,
              cpu: clamp(current.cpu + random.current.int(-12, 12)),
              memory: clamp(current.memory + random.current.int(-4, 4)),
              requests: Math.max(0, current.requests + random.current.int(-150, 150)),
            },
          ]);
        }
      }
    }, 300);
    return () => window.clearInterval(interval);
  }, [running, apiRef]);

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Box>
        <Button variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause monitoring' : 'Start monitoring'}
        </Button>
      </Box>
      <Box sx={{height: 460}}>
        <DataGrid
          aria-label="Servers"
          apiRef={apiRef}
          rows={initialServers}
          columns={columns}
          hideFooter
          disableRowSelectionOnClick
        />
      </Box>
    </Stack>
  );
}
