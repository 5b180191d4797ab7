import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {AppProvider, type Navigation, type Router} from '@toolpad/core/AppProvider';
import {useActivePage} from '@toolpad/core/useActivePage';
import {useNavigation} from '@toolpad/core/useNavigation';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Onboarding'},
  {segment: 'welcome', title: 'Welcome'},
  {segment: 'profile', title: 'Your profile'},
  {
    segment: 'team',
    title: 'Your team',
    children: [{segment: 'invite', title: 'Invite colleagues'}],
  },
  {segment: 'done', title: 'All set'},
];

interface Page {
  title: string;
  path: string;
}

// Page items in reading order, with the path AppProvider gives them.
function flattenPages(items: Navigation, basePath = ''): Page[] {
  return items.flatMap((item) => {
    if (item.kind === 'header' || item.kind === 'divider') {
      return [];
    }
    const path = `${basePath}/${item.segment ?? ''}`;
    return [{title: item.title ?? item.segment ?? '', path}, ...flattenPages(item.children ?? [], path)];
  });
}

function Pager({navigate}: {navigate: Router['navigate']}) {
  const navigation = useNavigation();
  const activePage = useActivePage();
  const pages = React.useMemo(() => flattenPages(navigation), [navigation]);
  const index = pages.findIndex((page) => page.path === activePage?.path);
  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = index >= 0 ? pages[index + 1] : undefined;

  return (
    <Stack spacing={2} sx={{p: 2}}>
      <Typography variant="h6" component="h2">
        {activePage?.title ?? 'Unknown page'}
      </Typography>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Step {index + 1} of {pages.length}
      </Typography>
      <Stack component="nav" aria-label="Onboarding steps" direction="row" sx={{justifyContent: 'space-between'}}>
        <Button startIcon={<ArrowBackIcon />} disabled={!previous} onClick={() => previous && navigate(previous.path)}>
          {previous ? previous.title : 'Previous'}
        </Button>
        <Button endIcon={<ArrowForwardIcon />} disabled={!next} onClick={() => next && navigate(next.path)}>
          {next ? next.title : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function NavigationPager() {
  const router = usePreviewRouter('/welcome');

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          <Pager navigate={router.navigate} />
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
