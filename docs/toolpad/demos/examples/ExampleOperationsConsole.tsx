import * as React from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import BuildIcon from '@mui/icons-material/Build';
import EngineeringIcon from '@mui/icons-material/Engineering';
import SettingsIcon from '@mui/icons-material/Settings';
import MapIcon from '@mui/icons-material/Map';
import ChecklistIcon from '@mui/icons-material/Checklist';
import HandymanIcon from '@mui/icons-material/Handyman';
import {AppProvider, type Navigation, type Router} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {useActivePage} from '@toolpad/core/useActivePage';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const JOBS = [
  {id: 'J-1042', site: 'Riverside Clinic', task: 'Replace boiler pump', status: 'Scheduled'},
  {id: 'J-1043', site: 'Harbour Hotel', task: 'Annual lift inspection', status: 'In progress'},
  {id: 'J-1044', site: 'Elm Street School', task: 'Repair fire door closer', status: 'Done'},
];
const openJobs = JOBS.filter((job) => job.status !== 'Done').length;

const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Operations'},
  {segment: 'overview', title: 'Overview', icon: <SpaceDashboardIcon />},
  {
    segment: 'jobs',
    title: 'Jobs',
    icon: <BuildIcon />,
    pattern: 'jobs{/:jobId}*',
    action: <Chip label={openJobs} size="small" color="primary" />,
  },
  {segment: 'technicians', title: 'Technicians', icon: <EngineeringIcon />},
  {kind: 'divider'},
  {kind: 'header', title: 'Configuration'},
  {
    segment: 'setup',
    title: 'Setup',
    icon: <SettingsIcon />,
    children: [
      {segment: 'regions', title: 'Regions', icon: <MapIcon />},
      {segment: 'checklists', title: 'Checklists', icon: <ChecklistIcon />},
    ],
  },
];

function JobsPage({router}: {router: Router}) {
  return (
    <PageContainer>
      <Table size="small" aria-label="Jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>Site</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {JOBS.map((job) => (
            <TableRow key={job.id}>
              <TableCell>
                <Link component="button" onClick={() => router.navigate(`/jobs/${job.id}`)}>
                  {job.id}
                </Link>
              </TableCell>
              <TableCell>{job.site}</TableCell>
              <TableCell>{job.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </PageContainer>
  );
}

// A detail page: "Jobs" matches through its pattern, and the job adds the last breadcrumb.
function JobPage({jobId}: {jobId: string}) {
  const activePage = useActivePage();
  const job = JOBS.find((item) => item.id === jobId);
  return (
    <PageContainer title={job?.task ?? 'Unknown job'} breadcrumbs={[...(activePage?.breadcrumbs ?? []), {title: jobId}]}>
      <Typography>{job ? `${job.site} · ${job.status}` : 'No job has this number.'}</Typography>
    </PageContainer>
  );
}

function CurrentPage({router}: {router: Router}) {
  const jobId = /^\/jobs\/([^/]+)$/.exec(router.pathname)?.[1];
  if (jobId) return <JobPage jobId={jobId} />;
  if (router.pathname === '/jobs') return <JobsPage router={router} />;
  return (
    <PageContainer>
      <Typography>Content of {router.pathname}.</Typography>
    </PageContainer>
  );
}

export default function ExampleOperationsConsole() {
  const router = usePreviewRouter('/jobs');

  return (
    <PreviewFrame height={440}>
      {(theme) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={{title: 'FieldOps', logo: <HandymanIcon color="primary" fontSize="large" />}}
          router={router}
          theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <CurrentPage router={router} />
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
