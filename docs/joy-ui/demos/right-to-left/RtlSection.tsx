import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import * as React from 'react';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Styles created inside this cache are mirrored (left <-> right) as Emotion inserts them.
const rtlCache = createCache({key: 'joy-rtl', stylisPlugins: [prefixer, rtlPlugin]});

export default function RtlSection() {
  const budgetId = React.useId();

  return (
    <CacheProvider value={rtlCache}>
      <Box dir="rtl" lang="ar" sx={{maxWidth: 420}}>
        <Stack spacing={2}>
          {/* Tabs need the direction for their arrow-key navigation. */}
          <Tabs defaultValue={0} direction="rtl">
            <TabList aria-label="الأقسام">
              <Tab>الرحلات</Tab>
              <Tab>الفنادق</Tab>
              <Tab>السيارات</Tab>
            </TabList>
          </Tabs>
          <FormControl>
            <FormLabel>الوجهة</FormLabel>
            <Input startDecorator={<SearchIcon />} defaultValue="لشبونة" />
          </FormControl>
          <FormControl>
            <FormLabel id={budgetId}>الميزانية لكل ليلة</FormLabel>
            {/* `isRtl` puts the lowest value on the right and flips the arrow keys. */}
            <Slider isRtl aria-labelledby={budgetId} defaultValue={120} min={40} max={300} valueLabelDisplay="auto" />
          </FormControl>
          <Typography component="label" startDecorator={<Switch defaultChecked />}>
            إرسال الإشعارات
          </Typography>
          {/* Icons are not mirrored: "forward" points left in right-to-left text. */}
          <Button endDecorator={<ArrowBackIcon />} sx={{alignSelf: 'flex-start'}}>
            متابعة
          </Button>
        </Stack>
      </Box>
    </CacheProvider>
  );
}
