import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {Crud, type DataSource} from '@toolpad/core/Crud';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';
import {createProjectsDataSource, type Project} from './projectsDataSource';

const baseDataSource = createProjectsDataSource();

const budgetFormatter = new Intl.NumberFormat('en-GB', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});

const projectsDataSource: DataSource<Project> = {
  ...baseDataSource,
  fields: [
    ...baseDataSource.fields.map((field) =>
      field.field === 'budget'
        ? {...field, valueFormatter: (value: number | null) => (value == null ? '' : budgetFormatter.format(value))}
        : field,
    ),
    {
      field: 'priority',
      headerName: 'Priority',
      type: 'number',
      width: 90,
      // A custom form control: the form passes the value, a change handler and the error.
      renderFormField: ({value, onChange, error}) => (
        <FormControl error={!!error}>
          <FormLabel component="legend">Priority</FormLabel>
          <Rating
            name="priority"
            max={3}
            value={typeof value === 'number' ? value : null}
            onChange={(_event, newValue) => onChange(newValue)}
          />
          <FormHelperText>{error ?? ' '}</FormHelperText>
        </FormControl>
      ),
    },
  ],
};

const NAVIGATION: Navigation = [{segment: 'projects', title: 'Projects', pattern: 'projects{/:projectId}*'}];

export default function CrudCustomization() {
  const router = usePreviewRouter('/projects');

  return (
    <PreviewFrame height={520}>
      {(theme) => (
        <AppProvider
          navigation={NAVIGATION}
          router={router}
          theme={theme}
          localeText={{createNewButtonLabel: 'New project', createSuccessMessage: 'Project created.'}}>
          <Box sx={{height: '100%', overflow: 'auto'}}>
            <Crud<Project>
              dataSource={projectsDataSource}
              rootPath="/projects"
              initialPageSize={5}
              defaultValues={{status: 'Planned', billable: true}}
              pageTitles={{create: 'New project', edit: 'Edit project', show: 'Project details'}}
              slotProps={{
                list: {
                  dataGrid: {
                    pageSizeOptions: [5, 10],
                    density: 'compact',
                    showToolbar: true,
                    // The toolbar's Filters button holds a count badge whose hidden "0" joins the
                    // visible text, which then no longer matches the button's name ("Show filters").
                    // A dot badge shows active filters without a number.
                    slotProps: {baseBadge: {variant: 'dot'}},
                  },
                },
                form: {textField: {variant: 'filled'}},
              }}
            />
          </Box>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
