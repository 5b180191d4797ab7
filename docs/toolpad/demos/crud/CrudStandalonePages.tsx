import * as React from 'react';
import Box from '@mui/material/Box';
import {AppProvider} from '@toolpad/core/AppProvider';
import {Create, CrudProvider, Edit, List, Show, type DataModelId} from '@toolpad/core/Crud';
import {PreviewFrame} from '../shared/PreviewFrame';
import {createProjectsDataSource, type Project} from './projectsDataSource';

const projectsDataSource = createProjectsDataSource();

type View = {page: 'list'} | {page: 'create'} | {page: 'show'; id: DataModelId} | {page: 'edit'; id: DataModelId};

// The four pages, wired by hand: callbacks switch views instead of changing a URL.
function ProjectPages() {
  const [view, setView] = React.useState<View>({page: 'list'});
  const toList = () => setView({page: 'list'});

  switch (view.page) {
    case 'create':
      return <Create<Project> pageTitle="New project" onSubmitSuccess={toList} />;
    case 'show':
      return (
        <Show<Project>
          id={view.id}
          pageTitle={`Project ${view.id}`}
          onEditClick={(id) => setView({page: 'edit', id})}
          onDelete={toList}
        />
      );
    case 'edit':
      return (
        <Edit<Project>
          id={view.id}
          pageTitle={`Edit project ${view.id}`}
          onSubmitSuccess={() => setView({page: 'show', id: view.id})}
        />
      );
    default:
      return (
        <List<Project>
          pageTitle="Projects"
          initialPageSize={5}
          onRowClick={(id) => setView({page: 'show', id})}
          onCreateClick={() => setView({page: 'create'})}
          onEditClick={(id) => setView({page: 'edit', id})}
          slotProps={{dataGrid: {pageSizeOptions: [5, 10]}}}
        />
      );
  }
}

export default function CrudStandalonePages() {
  return (
    <PreviewFrame height={520}>
      {(theme) => (
        // AppProvider supplies the dialogs (delete confirmation) and notifications.
        <AppProvider theme={theme}>
          <CrudProvider<Project> dataSource={projectsDataSource}>
            <Box sx={{height: '100%', overflow: 'auto'}}>
              <ProjectPages />
            </Box>
          </CrudProvider>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
