import * as React from 'react';
import Box from '@mui/material/Box';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {Crud} from '@toolpad/core/Crud';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';
import {createProjectsDataSource, type Project} from './projectsDataSource';

const projectsDataSource = createProjectsDataSource();

const NAVIGATION: Navigation = [
  // The pattern keeps "Projects" active, with its breadcrumb, on /projects/new, /projects/3, ...
  {segment: 'projects', title: 'Projects', pattern: 'projects{/:projectId}*'},
];

export default function CrudBasic() {
  const router = usePreviewRouter('/projects');

  return (
    <PreviewFrame height={520}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          <Box sx={{height: '100%', overflow: 'auto'}}>
            <Crud<Project>
              dataSource={projectsDataSource}
              rootPath="/projects"
              initialPageSize={5}
              slotProps={{list: {dataGrid: {pageSizeOptions: [5, 10]}}}}
            />
          </Box>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
