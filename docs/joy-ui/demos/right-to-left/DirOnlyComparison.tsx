import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const rtlCache = createCache({key: 'joy-rtl-compare', stylisPlugins: [prefixer, rtlPlugin]});

function Sample({title}: {title: string}) {
  return (
    <Box
      dir="rtl"
      lang="ar"
      sx={{flex: 1, minWidth: 260, p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 'md'}}>
      <Typography level="title-sm" component="p" dir="ltr" lang="en" sx={{mb: 1.5}}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        <Button startDecorator={<SaveIcon />} endDecorator={<ArrowBackIcon />} sx={{alignSelf: 'flex-start'}}>
          حفظ ومتابعة
        </Button>
        <Alert
          color="success"
          endDecorator={
            <IconButton size="sm" color="success" aria-label="إغلاق">
              <CloseIcon />
            </IconButton>
          }>
          تم الحفظ
        </Alert>
        <Typography component="label" startDecorator={<Switch defaultChecked />}>
          مفعّل
        </Typography>
      </Stack>
    </Box>
  );
}

export default function DirOnlyComparison() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Sample title='dir="rtl" only' />
      <CacheProvider value={rtlCache}>
        <Sample title='dir="rtl" with the RTL cache' />
      </CacheProvider>
    </Stack>
  );
}
